import KataTestSupport

extension Defect {
    /// Each endpoint has its own copy of the request code, so each copy has its own bugs, and the
    /// same failure ends differently per endpoint. That difference is this defect's own check (run
    /// in a child process: search may trap). The rest is that every endpoint gets the whole
    /// policy: the timeout, three attempts for what is transient, typed errors. On Broken those
    /// fail through defects 9, 10 and 12, which is how defect 15 shows itself: through the others.
    static let d15Duplication = Defect(
        15, "duplicated-request-code", "each endpoint has its own rules",
        inProcess: { subject in
            var checks: [Check] = []
            for endpoint in Endpoint.allCases {
                let unavailable = await endpoint.call(subject, replies: [.http(503, "[]")])
                let timeout = unavailable.requests.first?.timeoutInterval
                let timedOut = await endpoint.call(subject, replies: [.failure(.timedOut)])
                checks += [
                    .also(
                        timeout.map { $0 > 0 && $0 < 60 } ?? false,
                        "\(endpoint)'s request has a timeoutInterval of \(timeout.map { "\($0) s" } ?? "unknown (no request)"), not the shorter one every endpoint gets"),
                    .also(
                        unavailable.outcome == .failed(.badStatus(503)) && unavailable.requests.count == 3,
                        "for a 503, \(endpoint) \(unavailable.outcome) \(unavailable.requestCount), instead of failing with status 503 after 3 attempts"),
                    .also(
                        timedOut.outcome == .failed(.transport(.timedOut)) && timedOut.requests.count == 3,
                        "for a timeout, \(endpoint) \(timedOut.outcome) \(timedOut.requestCount), instead of a timeout error after 3 attempts"),
                ]
            }
            return checks
        },
        child: ChildScenario(
            seeing: [String: Outcome<String>](),
            run: { subject, seen in
                for endpoint in Endpoint.allCases {
                    let call = await endpoint.call(subject, replies: [.ok(Fixture.outageHTML)])
                    seen.note { $0[endpoint.rawValue] = call.outcome }
                }
            },
            checks: { run in
                let outcomes = Endpoint.allCases.map {
                    run.seen?[$0.rawValue]?.kind ?? (run.ending.crashed ? "crashed" : "never said (the child \(run.ending))")
                }
                return [
                    .own(
                        run.ending == .finished && Set(outcomes).count == 1,
                        "the same failure, a 200 whose body is an HTML page, ends differently per endpoint: the profile \(outcomes[0]), search \(outcomes[1]); "
                            + "each endpoint copied the request code and got its own bugs, where one shared request path fails them alike")
                ]
            }))
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
            return Call(outcome: call.outcome.map(\.description), requests: call.requests, waits: call.waits)
        case .search:
            let call = await subject.searchUsers(matching: "ada", replies: replies)
            return Call(outcome: call.outcome.map(\.description), requests: call.requests, waits: call.waits)
        }
    }
}
