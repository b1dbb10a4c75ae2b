import KataTestSupport

extension Defect {
    /// A 404 whose body happens to decode as a user. With no status check, dataTask's "no error"
    /// sends it to the decoder and the screen shows that user.
    static let d10Status = Defect(
        10, "no-status-check", "error statuses are decoded as data",
        inProcess: { subject in
            let call = await subject.fetchUser(id: 1, replies: [.http(404, Fixture.adaEitherCaseJSON)])
            return [Check(call.outcome == .failed(.badStatus(404)),
                          "Defect 10 — error statuses are decoded as data: a 404 whose body looks like a user \(call.outcome), instead of failing with status 404")]
        })
}
