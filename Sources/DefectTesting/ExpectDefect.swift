import DefectScenarios
import Testing

/// The defect suite in Swift Testing's idiom, shared by `Tests/DefectTests` and the capstone:
/// every failed check is recorded as an issue whose text is the check's own message, at the
/// place the check is written.
public enum DefectExpectations {
    /// Records what `report` owes `expectation`: unexpected failures as issues, expected ones
    /// (Broken's, in the default run) as known issues.
    public static func record(_ report: DefectReport, expecting expectation: DefectReport.Expectation, tally: DefectTally? = nil) {
        let verdict = report.verdict(expecting: expectation)
        tally?.note(report, verdict)
        for failure in verdict.failures {
            Issue.record(Comment(rawValue: failure.message), sourceLocation: failure.location.sourceLocation)
        }
        guard !verdict.expectedFailures.isEmpty else { return }
        // Intermittent: the own checks are asserted above, so a Broken that stops failing is
        // already an issue of its own.
        withKnownIssue("\(report.subject) still has defect \(report.defect.number)", isIntermittent: true) {
            for failure in verdict.expectedFailures {
                Issue.record(Comment(rawValue: failure.message), sourceLocation: failure.location.sourceLocation)
            }
        }
    }

    /// How the child scenario ended, from what an exit test observed. The child always exits
    /// normally (it reports a trap as a line, see `ChildReport`), so a nil result means the exit
    /// test itself failed, and has said so.
    public static func childRun(_ result: ExitTest.Result?) -> ChildRun {
        guard let result else { return ChildRun(output: "", processStatus: nil) }
        return ChildRun(
            standardOutput: String(decoding: result.standardOutputContent, as: UTF8.self),
            standardError: String(decoding: result.standardErrorContent, as: UTF8.self))
    }
}

extension Check.Location {
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Prints the tally's closing line once the suite it is attached to has run.
public struct DefectSummary: SuiteTrait, TestScoping {
    let tally: DefectTally
    let realRed: Bool

    public init(_ tally: DefectTally, realRed: Bool) {
        self.tally = tally
        self.realRed = realRed
    }

    public var isRecursive: Bool { false }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await function()
        print("Swift Testing · \(tally.summary(realRed: realRed))")
    }
}
