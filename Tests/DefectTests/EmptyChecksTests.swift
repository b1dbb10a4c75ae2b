import DefectScenarios
import DefectTesting
import Testing

/// A scenario that observed nothing cannot show a subject right or wrong: it fails, whatever the
/// subject was expected to do, in both harnesses' one judgement.
@Suite("A scenario with no check fails")
struct EmptyChecksTests {
    static let here = Check.Location(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    static let empty = ScenarioResult(headline: "Scenario example.empty — a scenario that observes nothing", subject: "Fixed", checks: [], location: here)

    @Test(arguments: [ScenarioResult.Expectation.correct, .stillBroken])
    func noCheckIsAFailure(_ expectation: ScenarioResult.Expectation) {
        let judgement = Self.empty.judged(expecting: expectation)
        #expect(!judgement.held)
        #expect(judgement.failures.map(\.message) == ["Scenario example.empty — a scenario that observes nothing: the scenario made no check"])
    }

    @Test func oneCheckPassingHolds() {
        let result = ScenarioResult(headline: "Scenario example.one — one check", subject: "Fixed", checks: [.own(true, "fine")], location: Self.here)
        #expect(result.judged(expecting: .correct).held)
    }

    /// What `expect(defect:passing: [])` records: an issue, not a pass.
    @Test func recordingNoCheckIsAnIssue() {
        withKnownIssue("the scenario made no check") {
            DefectExpectations.record(Self.empty, expecting: .correct)
        } matching: { $0.comments.contains { $0.rawValue.hasSuffix("the scenario made no check") } }
    }
}

extension ScenarioResult.Expectation: CustomTestStringConvertible {
    public var testDescription: String { self == .correct ? "correct" : "still broken" }
}
