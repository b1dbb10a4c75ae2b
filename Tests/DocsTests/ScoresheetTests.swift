import DefectScenarios
import Foundation
import KataTestSupport
import Testing
import KataUtilities

/// The scoresheet an interviewer prints has one row per defect, in the suite's order.
@Suite("The interview scoresheet")
struct ScoresheetTests {
    @Test("One row per defect, numbered 1 to 16 in order, each with four boxes to tick")
    func oneRowPerDefect() throws {
        let page = try String(
            contentsOf: BuildPaths.packageRoot.appendingPathComponent("docs/interview-scoresheet.md"), encoding: .utf8)
        let rows = page.split(separator: "\n").filter { $0.range(of: #"^\| [0-9]+ \|"#, options: .regularExpression) != nil }
        #expect(rows.compactMap { Int($0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces)) } == Defects.all.map(\.number))
        #expect(rows.allSatisfy { $0.components(separatedBy: "☐").count - 1 == 4 })
    }
}
