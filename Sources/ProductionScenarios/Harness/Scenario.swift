/// One production scenario, written once and run against any implementation of its part: the
/// kata's `Production` module in its own tests, a learner's code in the grade-4 exercises.
///
/// `Subject` is the part under test: a function (the backoff), a type (the token store), or a
/// factory for a whole client. Nothing here knows about XCTest or Swift Testing; the suites
/// assert the checks in their own idiom.
public struct Scenario<Subject: Sendable>: Sendable, Identifiable, CustomStringConvertible {
    /// A stable name, `policy.what`: for `--filter` and for the docs.
    public let id: String
    public let policy: Policy
    /// What a correct implementation does, in a sentence. (The plausible wrong answers it turns
    /// red for are in its doc comment, "Red for: …", for the reader: nothing reads a list of them,
    /// and `scripts/production-mutations.py` is what shows wrong answers do turn scenarios red.)
    public let title: String
    let body: @Sendable (Subject) async -> [Check]

    public init(
        _ id: String, _ policy: Policy, _ title: String,
        run body: @escaping @Sendable (Subject) async -> [Check]
    ) {
        self.id = id
        self.policy = policy
        self.title = title
        self.body = body
    }

    /// Runs it against `subject`. (A scenario that observed nothing fails when it is judged:
    /// `ScenarioResult`.)
    public func run(_ subject: Subject) async -> [Check] {
        await body(subject)
    }

    public var description: String { "\(policy) · \(title)" }
}
