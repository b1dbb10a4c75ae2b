import KataTestSupport

extension Defect {
    /// The request's timeout, a 503 during a deploy followed by a 200, a server that stays down,
    /// and a 404. The default timeout is 60 s of spinner; with no retry one 503 fails the screen;
    /// a retry must stop after three attempts, wait longer each time, and leave a 404 alone.
    static let d12TimeoutRetry = Defect(
        12, "no-timeout-no-retry", "no timeout and no retry",
        inProcess: { subject in
            let deploy = await subject.fetchUser(id: 1, replies: [.http(503, ""), .ok(Fixture.adaEitherCaseJSON)])
            let outage = await subject.fetchUser(id: 1, replies: [.http(500, Fixture.outageHTML)])
            let missing = await subject.fetchUser(id: 1, replies: [.http(404, "")])
            let timeout = deploy.requests.first?.timeoutInterval
            let waits = outage.waits
            return [
                .own(
                    timeout.map { $0 > 0 && $0 < 60 } ?? false,
                    "the request's timeoutInterval is \(timeout.map { "\($0) s" } ?? "unknown (no request)"): URLSession's default of 60 s is a minute of spinner; set a shorter one on the request"),
                .own(
                    deploy.outcome.value?.name == "Ada" && deploy.requests.count == 2,
                    "after a 503 (a deploy) and then a 200, the profile \(deploy.outcome) \(deploy.requestCount), instead of returning Ada on the second attempt"),
                .own(
                    outage.requests.count == 3,
                    "with the server down (a 500 every time) the profile sent \(outage.requests.count) requests; a transient failure is tried three times in all, then reported"),
                .also(
                    outage.outcome == .failed(.badStatus(500)),
                    "after three 500s the profile must fail with an error carrying status 500; it \(outage.outcome)"),
                .also(
                    waits.count == 2 && waits[0] > .zero && waits[1] > waits[0],
                    "between attempts the client must wait, longer each time; with a retry delay of 1 s it asked its sleep for \(waits.isEmpty ? "no wait at all" : waits.map(\.text).joined(separator: ", ")), instead of 1 s then 2 s"),
                .also(
                    missing.requests.count == 1,
                    "a 404 will be a 404 next time too, so it is not retried; the profile sent \(missing.requests.count) requests"),
            ]
        })
}
