import Foundation
import Testing

@testable import KataRunner

@Suite struct PackageManifestTests {
    /// `swift package dump-package`'s JSON, trimmed to what the runner reads, for a package with
    /// one Swift 5 module, a chain of dependencies, an executable and two exercises.
    static let dump = #"""
        {"targets": [
          {"name": "UIKitStandIn", "type": "regular", "dependencies": [], "settings": []},
          {"name": "Broken", "type": "regular", "dependencies": [{"byName": ["UIKitStandIn", null]}],
           "settings": [{"tool": "swift", "kind": {"swiftLanguageMode": {"_0": "5"}}}]},
          {"name": "ExerciseSupport", "type": "regular", "dependencies": [{"byName": ["Broken", null]}, {"byName": ["UIKitStandIn", null]}], "settings": []},
          {"name": "kata", "type": "executable", "dependencies": [{"byName": ["Broken", null]}], "settings": []},
          {"name": "Unused", "type": "regular", "dependencies": [], "settings": []},
          {"name": "Exercise-01-a", "type": "test", "dependencies": [{"byName": ["ExerciseSupport", null]}], "settings": []},
          {"name": "Exercise-02-b", "type": "test", "dependencies": [{"byName": ["ExerciseSupport", null]}],
           "settings": [{"tool": "swift", "kind": {"swiftLanguageMode": {"_0": "5"}}}, {"tool": "swift", "kind": {"define": {"_0": "X"}}}]}
        ]}
        """#

    @Test func theSupportModulesAreWhatTheExercisesImportDependenciesFirst() throws {
        let manifest = try PackageManifest.parse(Data(Self.dump.utf8))
        #expect(manifest.supportModules == [
            .init(name: "UIKitStandIn", swiftVersion: "6"),
            .init(name: "Broken", swiftVersion: "5"),
            .init(name: "ExerciseSupport", swiftVersion: "6"),
        ])
    }

    @Test func eachExerciseHasTheSwiftModeItsTargetDeclares() throws {
        let manifest = try PackageManifest.parse(Data(Self.dump.utf8))
        #expect(manifest.exerciseSwiftVersions == ["01-a": "6", "02-b": "5"])
        #expect(manifest.swiftVersion(of: "02-b") == "5")
    }

    @Test func aDumpThatIsNotAManifestIsATypedError() {
        #expect(throws: ToolchainError.self) { try PackageManifest.parse(Data("[]".utf8)) }
    }
}
