import KataTestSupport

extension Defect {
    /// Answers outside 2xx whose body happens to decode as a user: a 404, and one of each other
    /// class that can reach a client (a 1xx, a 3xx that was not followed, a 5xx). With no status
    /// check, dataTask's "no error" sends each to the decoder and the screen shows that user.
    /// Only 2xx is success: a check written as `< 400`, or as "not 404 and not 500", lets the
    /// others through. Judged by what the caller can see, whatever the error's type: no user, an
    /// error that carries the status, and one request (a 5xx may be retried: defect 12).
    static let d10Status = Defect(
        10, "no-status-check", "error statuses are decoded as data",
        inProcess: { subject in
            var checks: [Check] = []
            for status in [404, 100, 302, 503] {
                let call = await subject.fetchUser(id: 1, replies: [.http(status, Fixture.adaEitherCaseJSON)])
                let noUser = "a \(status) whose body looks like a user \(call.outcome): the status was never read, so "
                    + (status == 404 ? "an error page" : "an answer outside 2xx") + " went to the decoder"
                // How URLSession on Apple platforms hands over a 1xx or a 3xx that a URLProtocol
                // answers is not documented (UNVERIFIED): on Linux the original decodes both, but
                // one it never hands over would pass an own check there and look like a fix.
                checks.append([404, 503].contains(status)
                    ? .own(call.outcome.value == nil, noUser)
                    : .also(call.outcome.value == nil, noUser))
                checks.append(.also(
                    call.outcome == .failed(.badStatus(status)),
                    status == 404
                        ? "a 404 must fail with an error that carries the status, so the screen can tell \"not found\" from \"server down\"; the profile \(call.outcome)"
                        : "a \(status) is not a success: it must fail with an error that carries the status \(status); the profile \(call.outcome)"))
                if status < 500 {
                    checks.append(.also(
                        call.requests.count == 1,
                        "a \(status) will be a \(status) next time too, so it is not retried; the profile sent \(call.requests.count) requests"))
                }
            }
            return checks
        })
}
