import KataTestSupport

extension Defect {
    /// Every endpoint must get the same policy: the status check, the 15 s timeout, three
    /// attempts for what is transient, and typed errors. Copied request code drifts; one
    /// shared `get` cannot.
    static let d15Duplication = Defect(
        15, "duplicated-request-code", "each endpoint has its own rules",
        inProcess: { subject in
            var checks: [Check] = []
            for endpoint in Endpoint.allCases {
                let unavailable = await endpoint.call(subject, replies: [.http(503, "[]")])
                let timeout = unavailable.requests.first?.timeoutInterval
                let timedOut = await endpoint.call(subject, replies: [.failure(.timedOut)])
                checks += [
                    Check(timeout == 15,
                          "Defect 15 — each endpoint has its own rules: \(endpoint) waits \(timeout.map { "\($0) s" } ?? "(no request)") before giving up, not 15 s"),
                    Check(unavailable.outcome == .failed(.badStatus(503)) && unavailable.requests.count == 3,
                          "Defect 15 — each endpoint has its own rules: for a 503, \(endpoint) \(unavailable.outcome) after \(unavailable.requests.count) request(s), instead of status 503 after 3 attempts"),
                    Check(timedOut.outcome == .failed(.transport(.timedOut)) && timedOut.requests.count == 3,
                          "Defect 15 — each endpoint has its own rules: for a timeout, \(endpoint) \(timedOut.outcome) after \(timedOut.requests.count) request(s), instead of a timeout error after 3 attempts"),
                ]
            }
            return checks
        })
}

/// The two endpoints, for checks that must hold for each.
enum Endpoint: String, CaseIterable, CustomStringConvertible {
    case profile, search

    var description: String { rawValue }

    /// Calls the endpoint; what it returns is reduced to text, since only the policy matters.
    func call(_ subject: any Subject, replies: [Reply]) async -> Call<String> {
        switch self {
        case .profile:
            let call = await subject.fetchUser(id: 1, replies: replies)
            return Call(outcome: call.outcome.map(\.description), requests: call.requests)
        case .search:
            let call = await subject.searchUsers(matching: "ada", replies: replies)
            return Call(outcome: call.outcome.map(\.description), requests: call.requests)
        }
    }
}

extension Outcome {
    func map<Other>(_ transform: (Value) -> Other) -> Outcome<Other> {
        switch self {
        case .returned(let value): .returned(transform(value))
        case .failed(let failure): .failed(failure)
        case .emptyHanded: .emptyHanded
        case .neverCompleted: .neverCompleted
        }
    }
}
