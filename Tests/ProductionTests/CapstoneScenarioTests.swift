import Foundation
import KataUtilities
import ProductionScenarios
import Testing

/// The capstone holds a learner's client to every scenario whose subject is a whole client: its
/// metadata (what the scoreboard shows) lists `ClientScenarios.all`, all of it, in order, so a
/// scenario added there cannot be left off the capstone.
@Suite("Production scenarios: the capstone runs every client scenario")
struct CapstoneScenarioTests {
    struct Exercise: Decodable {
        let name: String
        var scenarios: [String]?
        var scoreboard: String?
    }

    @Test func aScoreboardOfScenariosListsEveryWholeClientScenario() throws {
        struct File: Decodable { let exercises: [Exercise] }
        let data = try Data(contentsOf: BuildPaths.packageRoot.appendingPathComponent("Exercises/exercises.json"))
        let boards = try JSONDecoder().decode(File.self, from: data).exercises.filter { $0.scoreboard == "scenarios" }
        #expect(!boards.isEmpty, "no exercise shows a scoreboard of scenarios")
        for exercise in boards {
            #expect(exercise.scenarios == ClientScenarios.all.map(\.id), "\(exercise.name) must list ClientScenarios.all, in order")
        }
    }
}
