import Foundation
import KataUtilities
import ProductionScenarios
import Testing

/// The scenario ids a grade-4 exercise lists in `Exercises/exercises.json` are the kata's own:
/// the runner names them on the scoreboard and in `kata verify`, so a misspelt or retired id
/// would show a scenario that no test runs.
@Suite struct ExerciseScenariosTests {
    static let root = BuildPaths.packageRoot

    /// What the metadata says about an exercise's scenarios.
    struct Exercise: Decodable {
        let name: String
        var scenarios: [String]?
        var scoreboard: String?
    }

    static func exercises() throws -> [Exercise] {
        struct File: Decodable { let exercises: [Exercise] }
        let data = try Data(contentsOf: root.appendingPathComponent("Exercises/exercises.json"))
        return try JSONDecoder().decode(File.self, from: data).exercises
    }

    @Test func everyScenarioAnExerciseNamesIsOneOfTheKatas() throws {
        let known = Set((ProductionCases.all + ProductionCases.stress).map(\.id))
        for exercise in try Self.exercises() {
            let unknown = (exercise.scenarios ?? []).filter { !known.contains($0) }
            #expect(unknown.isEmpty, "\(exercise.name) lists \(unknown), which no production scenario is called")
        }
    }

    /// The capstone's scoreboard shows, in order, every scenario a whole client is held to.
    @Test func aScoreboardOfScenariosListsEveryWholeClientScenario() throws {
        let boards = try Self.exercises().filter { $0.scoreboard == "scenarios" }
        #expect(!boards.isEmpty, "no exercise shows a scoreboard of scenarios")
        for exercise in boards {
            #expect(exercise.scenarios == ClientScenarios.all.map(\.id), "\(exercise.name) must list ClientScenarios.all, in order")
        }
    }
}
