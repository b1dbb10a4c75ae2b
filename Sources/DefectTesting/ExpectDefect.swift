import DefectScenarios
import Testing

/// The defect suite in Swift Testing's idiom, shared by `Tests/DefectTests` and the capstone:
/// every failed check is recorded as an issue whose text is the check's own message, at the
/// place the check is written.
public enum DefectExpectations {
    /// Records what `result` owes `expectation`.
    public static func record(_ result: ScenarioResult, expecting expectation: ScenarioResult.Expectation) {
        record(result.judged(expecting: expectation), of: result)
    }

    /// Records a judgement: unexpected failures as issues, expected ones (Broken's, in the
    /// default run) as known issues.
    public static func record(_ judgement: ScenarioResult.Judgement, of result: ScenarioResult) {
        for failure in judgement.failures {
            Issue.record(Comment(rawValue: failure.message), sourceLocation: failure.location.sourceLocation)
        }
        guard !judgement.expectedFailures.isEmpty else { return }
        // Intermittent: the own checks are asserted above, so a Broken that stops failing is
        // already an issue of its own.
        withKnownIssue("\(result.subject) still has \(result.headline)", isIntermittent: true) {
            for failure in judgement.expectedFailures {
                Issue.record(Comment(rawValue: failure.message), sourceLocation: failure.location.sourceLocation)
            }
        }
    }

    /// What the child printed, from what an exit test observed. The child always exits normally
    /// (it reports a trap as a line, see `Child`), so a nil result means the exit test itself
    /// failed, and has said so.
    public static func childOutput(_ result: ExitTest.Result?) -> ChildOutput {
        ChildOutput(
            standardOutput: result.map { String(decoding: $0.standardOutputContent, as: UTF8.self) } ?? "",
            standardError: result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? "")
    }
}

extension Check.Location {
    public var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public init(_ location: SourceLocation) {
        self.init(fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
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
