import ExerciseSupport
import Testing

/// Your answers are compared with the one mapping of reports to defects, the table in
/// docs/reports.md.
@Suite struct ReportsTests {
    @Test(arguments: [1, 2, 3])
    func theDefectsThatCauseTheReport(number: Int) throws {
        let named: Set<Int> = switch number {
        case 1: try defectsThatCauseReport1()
        case 2: try defectsThatCauseReport2()
        default: try defectsThatCauseReport3()
        }
        let report = try #require(try ReportMapping.load().report(number), "docs/reports.md maps no report \(number)")
        guard named != report.causes else { return }
        let found = named.intersection(report.causes)
        let worse = named.intersection(report.contributes).sorted()
        let unrelated = named.subtracting(report.causes).subtracting(report.contributes).sorted()
        var message = "Report \(number) (\(report.words)): causes found: \(found.count) of \(report.causes.count)."
        if !worse.isEmpty {
            message += " You also named \(list(worse)), which \(worse.count == 1 ? "makes" : "make") the report worse but without which it still happens."
        }
        if !unrelated.isEmpty {
            message += " You also named \(list(unrelated)), which \(unrelated.count == 1 ? "has" : "have") nothing to do with this report."
        }
        message += " What is really going on: \(report.whatIsReallyGoingOn)."
        Issue.record(Comment(rawValue: message))
    }

    private func list(_ numbers: [Int]) -> String {
        numbers.map(String.init).joined(separator: ", ")
    }
}
