import Foundation
import Testing

@testable import KataRunner

/// Where the runner finds the kata: up from the current folder, or, when it was started in its
/// own build folder (as Xcode starts a scheme, in DerivedData), the folder it was built from.
@Suite struct LayoutTests {
    @Test func startedInItsBuildFolderTheRunnerUsesTheKataItWasBuiltFrom() throws {
        let kata = try ScratchKata()
        let build = FileManager.default.temporaryDirectory.appending(path: "DerivedData-\(UUID())/Build/Products/Debug")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: build) }
        let layout = try Layout.find(from: build, runnerFolder: build, builtFrom: kata.root)
        #expect(layout.root == kata.root)
    }

    @Test func startedAnywhereElseOutsideAKataItSaysHowToSetTheFolder() throws {
        let kata = try ScratchKata()
        let elsewhere = FileManager.default.temporaryDirectory.appending(path: "elsewhere-\(UUID())")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let runner = FileManager.default.temporaryDirectory.appending(path: "runner-\(UUID())")
        #expect(throws: CatalogError.notInKata) { try Layout.find(from: elsewhere, runnerFolder: runner, builtFrom: kata.root) }
        #expect(CatalogError.notInKata.description.contains("Working Directory"))
    }
}

/// Tests a learner edited are not the exercise's: `check` says so and marks nothing done.
@Suite struct ChangedTestsTests {
    @Test func testsThatDifferFromTheShippedOnesAreNamed() throws {
        let kata = try ScratchKata()
        let target = exercise("08-fix-the-try-bang", files: ["SearchDecoding.swift"], tests: ["Tests/SearchDecodingTests.swift"])
        let shipped = try ShippedCopy.embedded.contents(of: target, "Tests/SearchDecodingTests.swift")
        try kata.write(shipped, to: "Exercises/08-fix-the-try-bang/Tests/SearchDecodingTests.swift")
        #expect(CheckCommand.changedTests(of: target, in: kata.layout) == [])

        // The plausible shortcut: the tests replaced by one that asserts nothing.
        try kata.write("import Testing\n\n@Test func nothing() {}\n", to: "Exercises/08-fix-the-try-bang/Tests/SearchDecodingTests.swift")
        #expect(CheckCommand.changedTests(of: target, in: kata.layout) == ["Tests/SearchDecodingTests.swift"])

        // A missing test file differs too.
        try kata.remove("Exercises/08-fix-the-try-bang/Tests/SearchDecodingTests.swift")
        #expect(CheckCommand.changedTests(of: target, in: kata.layout) == ["Tests/SearchDecodingTests.swift"])
    }

    @Test func anExerciseTheRunnerHasNoCopyOfIsNotJudged() throws {
        let kata = try ScratchKata()
        let newer = exercise("99-newer-than-the-runner", files: ["Code.swift"], tests: ["Tests/CodeTests.swift"])
        try kata.write("import Testing\n", to: "Exercises/99-newer-than-the-runner/Tests/CodeTests.swift")
        #expect(CheckCommand.changedTests(of: newer, in: kata.layout) == [])
    }
}
