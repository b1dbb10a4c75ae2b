import Foundation
import KataUtilities
import ProductionScenarios
import Testing

/// The scenarios the grade-4 exercises name in `Exercises/exercises.json` are scenarios, and
/// each exercise's tests name the ones it lists (in code, not in a comment): `kata verify` reads
/// the list to tell an exercise red for its own reason, and a misspelt id there would never
/// match a message. (A test that names an id and does not run it is the exercise's own tests'
/// business: its solution must still pass them.)
@Suite("Production scenarios: the exercises that run them")
struct ExerciseScenarioTests {
    struct Exercise: Decodable {
        let name: String
        var scenarios: [String]?
        /// Left out of an entry whose tests are its folder's `Tests/`, as the runner reads it.
        var tests: [String]?

        var testFiles: [String] {
            tests ?? ((try? FileManager.default.contentsOfDirectory(
                atPath: BuildPaths.packageRoot.appendingPathComponent("Exercises/\(name)/Tests").path)) ?? []).sorted().map { "Tests/\($0)" }
        }
    }

    static func exercises() throws -> [Exercise] {
        struct File: Decodable { let exercises: [Exercise] }
        let data = try Data(contentsOf: BuildPaths.packageRoot.appendingPathComponent("Exercises/exercises.json"))
        return try JSONDecoder().decode(File.self, from: data).exercises.filter { !($0.scenarios ?? []).isEmpty }
    }

    @Test func everyScenarioAnExerciseNamesExistsAndItsTestsNameIt() throws {
        let known = Set((ProductionCases.all + ProductionCases.stress).map(\.id))
        let exercises = try Self.exercises()
        #expect(!exercises.isEmpty, "no exercise in Exercises/exercises.json names a scenario")
        for exercise in exercises {
            // The tests' code, comments left out: an id in a comment runs nothing.
            let code = try exercise.testFiles.flatMap { file in
                try String(contentsOf: BuildPaths.packageRoot.appendingPathComponent("Exercises/\(exercise.name)/\(file)"), encoding: .utf8)
                    .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("//") }
            }.joined(separator: "\n")
            for id in exercise.scenarios ?? [] {
                #expect(known.contains(id), "\(exercise.name) names the scenario \(id), which ProductionScenarios does not have")
                #expect(code.contains("\"\(id)\""), "\(exercise.name) names the scenario \(id), and its tests' code never names it")
            }
        }
    }
}
