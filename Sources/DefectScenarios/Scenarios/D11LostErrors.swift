import Foundation
import KataTestSupport

extension Defect {
    /// Failures for which the original does call its handler: a 200 with an HTML page, and a
    /// 500 with one. `try?` turns both into `(nil, nil)`, "no user and no error", so the screen
    /// cannot say what went wrong. The 200 shows this defect alone; the 500 would also be caught
    /// by a status check (defect 10). Offline versus server down must also be errors the screen
    /// can tell apart (on Broken, offline never even completes: defect 9), and no answer at all
    /// must reach the caller as a transport failure, never as a status.
    static let d11LostErrors = Defect(
        11, "lost-errors", "offline and server down look the same",
        inProcess: { subject in
            let serverDown = await subject.fetchUser(id: 1, replies: [.http(500, Fixture.outageHTML)])
            let badBody = await subject.fetchUser(id: 1, replies: [.ok(Fixture.outageHTML)])
            let offline = await subject.fetchUser(id: 1, replies: [.failure(.notConnectedToInternet)])
            let (down, off) = (serverDown.outcome.failure, offline.outcome.failure)
            var checks: [Check] = [
                .own(
                    badBody.outcome != .emptyHanded,
                    "for a 200 whose body is an HTML page the profile handed back no user and no error, a state that should be impossible"),
                .also(
                    serverDown.outcome.failure != nil,
                    "with the server down (a 500 with an HTML page) the profile must fail with an error; it \(serverDown.outcome)"),
                .also(
                    down != nil && off != nil && down != off,
                    "offline and server down must be errors the screen can tell apart; offline the profile \(offline.outcome), with the server down it \(serverDown.outcome)"),
            ]
            // No answer at all is a transport failure, of its own kind, whatever the code: a
            // made-up status (0, 503 for a host it cannot reach, 408 for a timeout) reads as the
            // server's answer, and the screen says the wrong thing. Few codes, since on Broken each
            // waits out `Waits.completion`.
            for code in [URLError.Code.notConnectedToInternet, .timedOut, .cannotConnectToHost] {
                var failed = offline
                if code != .notConnectedToInternet { failed = await subject.fetchUser(id: 1, replies: [.failure(code)]) }
                checks.append(.also(
                    failed.outcome == .failed(.transport(code)),
                    "with no answer at all (\(code.name)) the profile must fail with a transport error carrying \(code.name), "
                        + "not a status no server sent; it \(failed.outcome)"))
            }
            return checks + [
                .also(
                    serverDown.requests.count == 3,
                    "a 500 may be a blip: it is tried three times in all before it is reported; the profile sent \(serverDown.requests.count) requests"),
                .also(
                    badBody.requests.count == 1,
                    "a body that does not decode will not decode next time either, so it is not retried; the profile sent \(badBody.requests.count) requests"),
            ]
        })
}
