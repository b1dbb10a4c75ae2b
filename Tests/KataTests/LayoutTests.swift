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
