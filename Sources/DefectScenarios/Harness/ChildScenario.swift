import ScenarioCore

/// The part of a defect scenario that runs in a child process, because the subject may trap
/// (`try!`, `data!`, a debug assertion) or because what it prints must be captured alone.
///
/// The child drives the subject and notes what it sees in one `Codable` observation; the parent
/// decodes it, with how the child ended (`ChildRun`), and makes its checks from the values.
public struct ChildScenario: Sendable {
    /// Runs in the child, driving the subject.
    let run: @Sendable (any Subject) async -> Void
    /// The checks, made in the parent from what the child did.
    let checks: @Sendable (ChildOutput) -> [Check]

    public init<Seen: Codable & Sendable>(
        seeing initial: Seen,
        run: @escaping @Sendable (any Subject, Observing<Seen>) async -> Void,
        checks: @escaping @Sendable (ChildRun<Seen>) -> [Check]
    ) {
        self.run = { subject in await run(subject, Observing(initial)) }
        self.checks = { output in checks(ChildRun(output)) }
    }
}

extension Child {
    /// Runs defect `number`'s child scenario against `subject`, then says it finished. Both the
    /// exit tests and `DefectProbe` call this; whatever it does not survive is the finding.
    public static func run(defect number: Int, on subject: any Subject) async {
        guard let child = Defects.number(number)?.child else { return }
        await run { await child.run(subject) }
    }
}

/// What a child saw of one call: how it ended, and how many requests it sent.
struct SeenCall<Value: Codable & Sendable>: Codable, Sendable {
    var outcome: Outcome<Value>?
    var requests: Int?

    mutating func record(_ call: Call<Value>) {
        outcome = call.outcome
        requests = call.requests.count
    }
}

/// What a child saw of the two endpoints, profile and search.
struct BothEndpoints: Codable, Sendable {
    var profile: Outcome<UserSnapshot>?
    var search: Outcome<[UserSnapshot]>?
}
