import Foundation
import KataUtilities
import Testing

@testable import KataRunner

/// How `kata check` builds an exercise's test program: the tests compile again only when what
/// they see changed, the program links again only when the exercise's code changed, and tests
/// that only compile beside the exercise still run. Each step is a real compile, as a learner's
/// edit would be, on an exercise that needs no package module: about fifteen `swiftc` runs, 2 s
/// of CPU, the most any suite costs. So the default `swift test` skips it (Swift Testing says so,
/// with the reason) and `scripts/check-incremental-build.sh`, a CI step, runs it with
/// `KATA_REAL_COMPILES=1` and fails when it did not run.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["KATA_REAL_COMPILES"] == "1",
        "about fifteen real swiftc runs: run scripts/check-incremental-build.sh, or set KATA_REAL_COMPILES=1"))
struct TestProgramTests {
    let kata: ScratchKata
    let checker: Checker
    let target = exercise("08-fix-the-try-bang", files: ["Code.swift"], tests: ["Tests/CodeTests.swift"])

    init() async throws {
        kata = try ScratchKata(withFiles: false)
        let manifest = PackageManifest(supportModules: [], exerciseSwiftVersions: [:])
        // The flags SwiftPM planned for the kata this test was built from.
        let flags = try SwiftPMFlags.load(from: Layout(root: BuildPaths.packageRoot), testTarget: manifest.testTarget)
        checker = try await Checker(layout: kata.layout, toolchain: Toolchain(layout: kata.layout, manifest: manifest, flags: flags))
    }

    private var build: URL { kata.root.appending(path: ".build/kata/check/\(target.name)") }

    private func check(code: String, tests: String? = nil) async throws -> Verdict {
        try kata.write(code, to: "Exercises/\(target.name)/Code.swift")
        if let tests { try kata.write(tests, to: "Exercises/\(target.name)/Tests/CodeTests.swift") }
        return try await checker.run(target, from: kata.layout.exerciseFolder(target), in: build)
    }

    /// When `file` in the build folder was last written; nil if it is not there.
    private func written(_ file: String) -> Date? {
        try? FileManager.default.attributesOfItem(atPath: build.appending(path: file).path)[.modificationDate] as? Date
    }

    @Test func anEditRebuildsOnlyWhatItChanged() async throws {
        let tests = "import Testing\n\n@Test func theAnswer() { #expect(answer() == 42) }\n"
        #expect(try await !check(code: "func answer() -> Int { 41 }\n", tests: tests).isPassed, "41 is not 42")
        // The stamp is written each time the tests compile; the program, each time it links.
        let (compiledTests, linked) = (written("ExerciseTests.stamp"), written("tests"))
        #expect(compiledTests != nil && linked != nil)

        // A comment changes no code: the program that is there is the one to run.
        #expect(try await !check(code: "func answer() -> Int { 41 } // still 41\n").isPassed)
        #expect(written("tests") == linked, "a comment alone linked the program again")

        // A body: the tests see the same interface, so only the exercise compiles, then a link.
        #expect(try await check(code: "func answer() -> Int { 42 }\n").isPassed, "the new body was not linked in")
        #expect(written("ExerciseTests.stamp") == compiledTests, "a body edit compiled the tests again")
        #expect(written("tests") != linked)

        // An interface: the tests call another function now, so they must compile again (kept,
        // their call would name `answer() -> Int`, which no longer exists, and the link fails).
        #expect(try await check(code: "func answer() -> Double { 42 }\n").isPassed, "the tests were not compiled again")
        #expect(written("ExerciseTests.stamp") != compiledTests)
    }

    @Test func testsThatOnlyCompileBesideTheExerciseStillRun() async throws {
        // A main-actor type's constant may be read without `await` from the same module only.
        let tests = "import Testing\n\n@Test func theLabel() async { let screen = await Screen(); #expect(screen.label == \"Ada\") }\n"
        let code = "@MainActor final class Screen { let label = \"Ada\" }\n"
        #expect(try await check(code: code, tests: tests).isPassed)
        let triedTwoModules = written("Exercise.swiftmodule")
        #expect(written("one-module") != nil && triedTwoModules != nil, "two modules were not tried first")
        // Remembered while the tests are unchanged: the next check does not try two modules again
        // (that would write the exercise's interface, which this edit changes).
        #expect(try await check(code: code + "func more() {}\n").isPassed)
        #expect(written("Exercise.swiftmodule") == triedTwoModules, "the two-module build was tried again")
    }
}
