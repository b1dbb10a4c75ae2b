import KataTestSupport

extension Defect {
    /// The request's timeout, and a 503 during a deploy followed by a 200. The default timeout
    /// is 60 s of spinner, and with no retry one 503 fails the screen.
    static let d12TimeoutRetry = Defect(
        12, "no-timeout-no-retry", "no timeout and no retry",
        inProcess: { subject in
            let call = await subject.fetchUser(id: 1, replies: [.http(503, ""), .ok(Fixture.adaEitherCaseJSON)])
            let timeout = call.requests.first?.timeoutInterval
            return [
                Check(timeout == 15,
                      "Defect 12 — no timeout and no retry: the request waits \(timeout.map { "\($0) s" } ?? "(no request)") before giving up, not 15 s"),
                Check(call.requests.count == 2 && call.outcome.value?.name == "Ada",
                      "Defect 12 — no timeout and no retry: after a 503 and then a 200, the profile \(call.outcome) after \(call.requests.count) request(s), instead of returning Ada on the second attempt"),
            ]
        })
}
