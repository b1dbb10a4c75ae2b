import Foundation
import Testing

@testable import KataRunner

/// Where the runner finds the kata: up from the current folder, or, when it was started in its
/// own build folder (as Xcode starts a scheme, in DerivedData), the folder it was built from.
@Suite struct LayoutTests {
    @Test func startedInItsBuildFolderTheRunnerUsesTheKataItWasBuiltFrom() throws {
        let kata = try ScratchKata()
        let derivedData = FileManager.default.temporaryDirectory.appending(path: "DerivedData-\(UUID())")
        let build = derivedData.appending(path: "Build/Products/Debug")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: derivedData) }
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
    @Test func testsThatDifferFromTheShippedOnesAreNamed() async throws {
        let kata = try ScratchKata()
        try await kata.commitAsShipped()
        let target = try Catalog.load(from: kata.layout).find("8")
        let shipped = try await ShippedCopy.asCloned(in: kata.layout)
        #expect(try await shipped.changedTests(of: target) == [])

        // The plausible shortcut: the tests replaced by one that asserts nothing.
        try kata.write("import Testing\n\n@Test func nothing() {}\n", to: "Exercises/08-fix-the-try-bang/Tests/SearchDecodingTests.swift")
        #expect(try await shipped.changedTests(of: target) == ["Tests/SearchDecodingTests.swift"])

        // A missing test file differs too, though the catalog no longer lists it.
        try kata.remove("Exercises/08-fix-the-try-bang/Tests/SearchDecodingTests.swift")
        #expect(try Catalog.load(from: kata.layout).find("8").tests == [])
        #expect(try await shipped.changedTests(of: target) == ["Tests/SearchDecodingTests.swift"])
        #expect(throws: ExerciseFileError.fileMissing(target, path: "Exercises/08-fix-the-try-bang/Tests/SearchDecodingTests.swift")) {
            try ExerciseFiles.check(target, in: kata.layout, alsoShipped: ["Tests/SearchDecodingTests.swift"])
        }
    }

    @Test func anExerciseNewerThanTheShippedCopyIsNotJudged() async throws {
        let kata = try ScratchKata()
        try await kata.commitAsShipped()
        let newer = exercise("99-newer-than-the-clone", files: ["Code.swift"], tests: ["Tests/CodeTests.swift"])
        try kata.write("import Testing\n", to: "Exercises/99-newer-than-the-clone/Tests/CodeTests.swift")
        #expect(try await ShippedCopy.asCloned(in: kata.layout).changedTests(of: newer) == [])
    }
}
