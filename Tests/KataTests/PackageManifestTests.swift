import Foundation
import Testing

@testable import KataRunner

@Suite struct PackageManifestTests {
    /// `swift package dump-package`'s JSON of the kata, trimmed to what the runner reads: one
    /// Swift 5 module, a chain of dependencies, an executable, a module no exercise imports, the
    /// product the exercises import, and a test target.
    static let kata = #"""
        {"targets": [
          {"name": "UIKitStandIn", "type": "regular", "dependencies": [], "settings": []},
          {"name": "Broken", "type": "regular", "dependencies": [{"byName": ["UIKitStandIn", null]}],
           "settings": [{"tool": "swift", "kind": {"swiftLanguageMode": {"_0": "5"}}}]},
          {"name": "ExerciseSupport", "type": "regular", "dependencies": [{"byName": ["Broken", null]}, {"byName": ["UIKitStandIn", null]}], "settings": []},
          {"name": "kata", "type": "executable", "dependencies": [{"byName": ["Broken", null]}], "settings": []},
          {"name": "Unused", "type": "regular", "dependencies": [], "settings": []},
          {"name": "RunnerTests", "type": "test", "dependencies": [{"byName": ["kata", null]}], "settings": []}
        ],
        "products": [
          {"name": "Broken", "targets": ["Broken"]},
          {"name": "ExerciseSupport", "targets": ["ExerciseSupport"]}
        ]}
        """#

    /// The exercises' package: two exercises, one in Swift 5 mode.
    static let exercises = #"""
        {"targets": [
          {"name": "Exercise-01-a", "type": "test", "dependencies": [{"product": ["ExerciseSupport", "network-layer-kata", null, null]}], "settings": []},
          {"name": "Exercise-02-b", "type": "test", "dependencies": [{"product": ["ExerciseSupport", "network-layer-kata", null, null]}],
           "settings": [{"tool": "swift", "kind": {"swiftLanguageMode": {"_0": "5"}}}, {"tool": "swift", "kind": {"define": {"_0": "X"}}}]}
        ]}
        """#

    static func parsed() throws -> PackageManifest {
        try PackageManifest.parse(kata: Data(kata.utf8), exercises: Data(exercises.utf8))
    }

    @Test func theSupportModulesAreTheProductsTargetsDependenciesFirst() throws {
        #expect(try Self.parsed().supportModules == [
            .init(name: "UIKitStandIn", swiftVersion: "6"),
            .init(name: "Broken", swiftVersion: "5"),
            .init(name: "ExerciseSupport", swiftVersion: "6"),
        ])
    }

    @Test func eachExerciseHasTheSwiftModeItsTargetDeclares() throws {
        let manifest = try Self.parsed()
        #expect(manifest.exerciseSwiftVersions == ["01-a": "6", "02-b": "5"])
        #expect(manifest.swiftVersion(of: "02-b") == "5")
        #expect(manifest.testTarget == "RunnerTests")
    }

    @Test func aKataWithoutTheExercisesProductIsATypedError() {
        let withoutProduct = Self.kata.replacingOccurrences(of: #""name": "ExerciseSupport", "targets""#, with: #""name": "Other", "targets""#)
        #expect(throws: ToolchainError.self) {
            try PackageManifest.parse(kata: Data(withoutProduct.utf8), exercises: Data(Self.exercises.utf8))
        }
    }

    @Test func aDumpThatIsNotAManifestIsATypedError() {
        #expect(throws: ToolchainError.self) { try PackageManifest.parse(kata: Data("[]".utf8), exercises: Data(Self.exercises.utf8)) }
    }
}
