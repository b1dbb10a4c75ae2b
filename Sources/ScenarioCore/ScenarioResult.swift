/// Every check of one scenario, run against one subject, and what they come to: what both suites
/// assert, for a defect and for a production scenario alike.
public struct ScenarioResult: Sendable {
    /// "Defect 9 — the spinner spins forever", "Scenario retry-table.unkeyed-writes — …": how
    /// every message about the scenario starts.
    public let headline: String
    /// "Broken", "Fixed", "Production", "your rewrite".
    public let subject: String
    public let checks: [Check]
    /// Where a failure that belongs to no check points (a scenario that made none).
    public let location: Check.Location

    public init(headline: String, subject: String, checks: [Check], location: Check.Location) {
        self.headline = headline
        self.subject = subject
        self.checks = checks
        self.location = location
    }

    /// The checks that failed.
    public var failures: [Check] { checks.filter { !$0.passed } }

    /// What a learner reads for a failed check: the headline, then the check's message.
    public func message(for check: Check) -> String {
        "\(headline): \(check.message)"
    }

    /// What the suite records, given what this subject is expected to do. A scenario that
    /// observed nothing fails whatever was expected: it cannot show a subject right or wrong.
    public func judged(expecting expectation: Expectation) -> Judgement {
        guard !checks.isEmpty else {
            return Judgement(failures: [Finding(message: "\(headline): the scenario made no check", location: location)], expectedFailures: [])
        }
        let failed = failures.map { Finding(message: message(for: $0), location: $0.location) }
        switch expectation {
        case .correct:
            return Judgement(failures: failed, expectedFailures: [])
        case .stillBroken:
            let rotted = checks.filter { $0.isOwn && $0.passed }.map {
                Finding(
                    message: "\(headline): Broken no longer shows this defect, so the kata has rotted. "
                        + "Broken must fail this check because of this defect, and it passed: \($0.message)",
                    location: $0.location)
            }
            let noOwnCheck = checks.contains(where: \.isOwn)
                ? [] : [Finding(message: "\(headline): the scenario names no check that Broken must fail", location: checks[0].location)]
            return Judgement(failures: noOwnCheck + rotted, expectedFailures: failed)
        }
    }

    /// What a subject is expected to do in a run.
    public enum Expectation: Sendable {
        /// Pass every check: Fixed, Production, a learner's code, and Broken in the real red.
        case correct
        /// Fail every own check (other checks may fail too): Broken in the default run.
        case stillBroken
    }

    /// One failure to record: what a learner reads, and where it points.
    public struct Finding: Sendable, Equatable {
        public let message: String
        public let location: Check.Location
    }

    /// What a suite records: failures that fail the test, and failures that are expected.
    public struct Judgement: Sendable {
        public let failures: [Finding]
        public let expectedFailures: [Finding]

        /// Whether the subject did what was expected of it.
        public var held: Bool { failures.isEmpty }
    }
}
