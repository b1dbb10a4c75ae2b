import DefectScenarios
import Foundation
import KataUtilities
import Testing

/// The design card asks for one XCTest case per defect, so `DefectXCTests` keeps sixteen methods
/// by hand; this holds them to `Defects.all`: a defect without its method, a method for a defect
/// that is not there, or a method that runs another defect than its name says, is red.
@Suite("The XCTest defect cases match the list of defects")
struct XCTestCasesTests {
    /// (the number in the method's name, the number it verifies), for each method.
    static func methods() throws -> [(named: Int, runs: Int)] {
        let file = BuildPaths.packageRoot.appendingPathComponent("Tests/DefectTests/DefectXCTests.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        return source.matches(of: /func testDefect(\d\d)\(\) async \{ await verify\((\d+)\) \}/).map { ($0.1, $0.2) }
            .compactMap { named, runs in Int(named).flatMap { named in Int(runs).map { (named, $0) } } }
    }

    @Test func everyDefectHasItsOwnXCTestCaseAndNoOther() throws {
        let methods = try Self.methods()
        #expect(methods.map(\.named) == Defects.all.map(\.number), "DefectXCTests must have testDefectNN() for each defect in Defects.all, in order")
        #expect(methods.filter { $0.named != $0.runs }.isEmpty, "a DefectXCTests method verifies another defect than its name says")
    }
}
