import Foundation
import KataUtilities
import Testing

/// The architecture page's module map shows every target `Package.swift` declares: a new
/// module cannot join the package without a place on the map.
@Suite("The module map")
struct ModuleMapTests {
    static let root = BuildPaths.packageRoot

    /// The names of the targets declared one by one (the exercises' targets are made in a loop).
    static func declaredTargets() throws -> [String] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        return manifest.matches(of: #/\.(?:target|executableTarget|testTarget)\(\s*name: "([^"\\]+)"/#).map { String($0.1) }
    }

    @Test func everyTargetIsOnTheMap() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let map = try #require(page.firstMatch(of: #/```mermaid\nflowchart BT\n(?s:(.*?))```/#)?.1, "docs/architecture.md has no module map")
        let targets = try Self.declaredTargets()
        #expect(targets.count >= 20, "read only \(targets.count) targets from Package.swift: is the pattern still right?")
        let missing = targets.filter { target in
            !map.contains("\"\(target)\"") && !map.contains("\"Tests/\(target)\"")
        }
        #expect(missing.isEmpty, "docs/architecture.md's module map does not show \(missing.joined(separator: ", ")): add each as a node")
        #expect(map.contains("Exercise-NN"), "the module map does not show the exercises' targets")
    }
}
