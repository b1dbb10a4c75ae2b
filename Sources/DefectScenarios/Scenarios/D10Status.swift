import KataTestSupport

extension Defect {
    /// A 404 whose body happens to decode as a user. With no status check, dataTask's "no error"
    /// sends it to the decoder and the screen shows that user. Judged by what the caller can see,
    /// whatever the error's type: no user, an error that carries 404, and one request.
    static let d10Status = Defect(
        10, "no-status-check", "error statuses are decoded as data",
        inProcess: { subject in
            let call = await subject.fetchUser(id: 1, replies: [.http(404, Fixture.adaEitherCaseJSON)])
            return [
                .own(
                    call.outcome.value == nil,
                    "a 404 whose body looks like a user \(call.outcome): the status was never read, so an error page went to the decoder"),
                .also(
                    call.outcome == .failed(.badStatus(404)),
                    "a 404 must fail with an error that carries the status, so the screen can tell \"not found\" from \"server down\"; the profile \(call.outcome)",
                    seenOnBrokenThrough: [10, 11]),
                .also(
                    call.requests.count == 1,
                    "a 404 will be a 404 next time too, so it is not retried; the profile sent \(call.requests.count) requests"),
            ]
        })
}
