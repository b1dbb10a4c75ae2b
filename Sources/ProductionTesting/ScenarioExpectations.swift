import ProductionScenarios
import Testing

/// The production scenarios in Swift Testing's idiom, shared by `Tests/ProductionTests` and the
/// grade-4 exercises: every failed check is recorded as an issue whose text is
/// "Scenario <id> — <title>: <message>", so a learner reads the symptom first, and the runner can
/// tell which scenario each failure belongs to.
public enum ScenarioExpectations {
    /// Runs `scenario` against `subject` and records each check that failed.
    public static func expectPasses<Subject: Sendable>(
        _ scenario: Scenario<Subject>, on subject: Subject, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await expectPasses(scenario.bound(to: subject), sourceLocation: sourceLocation)
    }

    /// Runs `scenario`, already bound to its subject, and records each check that failed, and a
    /// scenario that made none.
    public static func expectPasses(_ scenario: Case, sourceLocation: SourceLocation = #_sourceLocation) async {
        let here = Check.Location(fileID: sourceLocation.fileID, filePath: sourceLocation.filePath, line: sourceLocation.line, column: sourceLocation.column)
        for failure in await scenario.result(location: here).judged(expecting: .correct).failures {
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }
}
