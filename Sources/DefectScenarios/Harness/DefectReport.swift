/// Every check of one defect, run against one subject: what the test suites assert.
public struct DefectReport: Sendable {
    public let defect: Defect
    /// "Broken", "Fixed", "your rewrite".
    public let subject: String
    public let checks: [Check]

    public init(defect: Defect, subject: String, checks: [Check]) {
        self.defect = defect
        self.subject = subject
        self.checks = checks
    }

    /// The checks that failed.
    public var failures: [Check] { checks.filter { !$0.passed } }

    public var allPassed: Bool { failures.isEmpty }

    /// The own checks that passed: on Broken, each one means the defect is no longer reproduced.
    public var ownChecksPassing: [Check] { checks.filter { $0.isOwn && $0.passed } }

    /// What a learner reads for a failed check: the defect's headline, then the check's message.
    public func message(for check: Check) -> String {
        "\(defect.headline): \(check.message)"
    }

    /// What the suite records, given what this subject is expected to do.
    public func verdict(expecting expectation: Expectation) -> Verdict {
        let failed = failures.map { Finding(message: message(for: $0), location: $0.location) }
        switch expectation {
        case .correct:
            return Verdict(failures: failed, expectedFailures: [])
        case .stillBroken:
            let rotted = ownChecksPassing.map {
                Finding(
                    message: "\(defect.headline): Broken no longer shows this defect, so the kata has rotted. "
                        + "Broken must fail this check because of this defect, and it passed: \($0.message)",
                    location: $0.location)
            }
            let noOwnCheck = checks.contains(where: \.isOwn) || checks.isEmpty
                ? [] : [Finding(message: "\(defect.headline): the scenario names no check that Broken must fail", location: checks[0].location)]
            return Verdict(failures: noOwnCheck + rotted, expectedFailures: failed)
        }
    }

    /// One failure to record: what a learner reads, and the check it comes from.
    public struct Finding: Sendable, Equatable {
        public let message: String
        public let location: Check.Location
    }

    /// What a subject is expected to do in a run.
    public enum Expectation: Sendable {
        /// Pass every check: Fixed, a learner's rewrite, and Broken in the real red.
        case correct
        /// Fail every own check (other checks may fail too): Broken in the default run.
        case stillBroken
    }

    /// What a suite records: failures that fail the test, and failures that are expected.
    public struct Verdict: Sendable {
        public let failures: [Finding]
        public let expectedFailures: [Finding]

        /// Whether the subject did what was expected of it.
        public var held: Bool { failures.isEmpty }
    }
}
