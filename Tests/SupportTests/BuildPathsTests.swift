import Foundation
import Testing

@testable import KataUtilities

/// The build products are the folder that holds the running code's outermost bundle, wherever
/// SwiftPM or Xcode put it. The paths are as SwiftPM 6.3 and Xcode lay them out (read from their
/// sources for macOS; no Mac here).
@Suite struct BuildPathsTests {
    @Test(arguments: [
        // SwiftPM on Linux: the test binary is a plain file.
        ("/kata/.build/x86_64-unknown-linux-gnu/debug/kataPackageTests.xctest", "/kata/.build/x86_64-unknown-linux-gnu/debug"),
        // SwiftPM on macOS: a bundle, loaded by swiftpm-testing-helper or xctest.
        ("/kata/.build/arm64-apple-macosx/debug/kataPackageTests.xctest/Contents/MacOS/kataPackageTests", "/kata/.build/arm64-apple-macosx/debug"),
        // An executable: its own folder.
        ("/kata/.build/arm64-apple-macosx/debug/DefectProbe", "/kata/.build/arm64-apple-macosx/debug"),
        // Xcode: a test bundle per target in Products/Debug, or a package module as a framework.
        ("/DD/Build/Products/Debug/DefectTests.xctest/Contents/MacOS/DefectTests", "/DD/Build/Products/Debug"),
        ("/DD/Build/Products/Debug/PackageFrameworks/KataUtilities.framework/Versions/A/KataUtilities", "/DD/Build/Products/Debug"),
    ])
    func theProductsHoldTheOutermostBundle(image: String, products: String) {
        #expect(BuildPaths.productsFolder(holding: URL(fileURLWithPath: image)).path == products)
    }

    @Test func theRunningTestsFindTheirOwnModules() {
        #expect(BuildPaths.modulesProblem == nil, "\(BuildPaths.modulesProblem ?? "")")
        #expect(FileManager.default.fileExists(atPath: BuildPaths.modules.appendingPathComponent("KataUtilities.swiftmodule").path))
    }

    @Test func aFolderWithoutModulesIsNamedInTheProblem() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-modules-\(UUID())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(!BuildPaths.holdsModules(empty))
    }
}
