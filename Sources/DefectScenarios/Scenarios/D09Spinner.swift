import Foundation
import KataTestSupport

extension Defect {
    /// The request fails before any answer: a timeout, no connection, a dropped connection.
    /// `if let error { print; return }` returns without calling completion, so the spinner spins
    /// for ever and no error is shown (report 1). Every other failure must end the same way: a
    /// bad status and a body that does not decode stop the spinner and show an error too. The
    /// original's other silent return, `guard let data else { return }`, is reached when no data
    /// comes back at all (through the link seam); that part runs in a child process, since a
    /// client may trap on it.
    static let d09Spinner = Defect(
        9, "spinner-spins-forever", "the spinner spins forever",
        inProcess: { subject in
            var checks: [Check] = []
            for code in [URLError.Code.timedOut, .notConnectedToInternet, .networkConnectionLost] {
                let run = await subject.withProfileScreen(userID: 1, replies: [.failure(code)]) { await ScreenScript.load($0) }
                checks.append(.own(
                    run.stoppedAndShowedError,
                    run.spinnerStopped
                        ? "after a failure (\(code.name)) the spinner stopped but the screen shows no error"
                        : "after a failure (\(code.name)) the spinner was still spinning and no error was shown: the screen never heard back"))
            }
            // Failures that do get an answer. The original calls back for these (with no user
            // and no error), so it passes; a fix that stops the spinner only for the failures
            // the report named does not.
            let answered: [(reply: Reply, what: String)] = [
                (.http(500, Fixture.outageHTML), "the server answering 500"),
                (.http(404, "Not Found"), "the server answering 404"),
                (.ok(Fixture.outageHTML), "a 200 whose body does not decode"),
            ]
            for (reply, what) in answered {
                let run = await subject.withProfileScreen(userID: 1, replies: [reply]) { await ScreenScript.load($0) }
                checks.append(.also(
                    run.stoppedAndShowedError,
                    "after \(what) the spinner \(run.spinnerStopped ? "stopped" : "was still spinning") and the label "
                        + (run.showsText ? "shows \"\(run.labelText ?? "")\"" : "shows nothing")
                        + ": every failure must stop the spinner and show an error"))
            }
            return checks
        },
        child: ChildScenario(
            seeing: SeenCall<UserSnapshot>(),
            run: { subject, seen in
                let noData = await subject.fetchUser(id: 1, replies: [.nothing])
                seen.note { $0.record(noData) }
            },
            checks: { run in
                let outcome = run.seen?.outcome
                return [
                    .own(
                        outcome != nil && outcome != .neverCompleted,
                        outcome == .neverCompleted
                            ? "when no data and no error came back, the profile never completed: `guard let data else { return }` leaves the caller waiting"
                            : "when no data and no error came back, the profile \(run.ending), instead of reporting an error")
                ]
            }))
}

extension ScreenRun {
    /// The label shows something: an error, when the load failed.
    var showsText: Bool { !(labelText ?? "").isEmpty }

    /// What a screen whose load failed must do: stop the spinner and say so.
    var stoppedAndShowedError: Bool { spinnerStopped && showsText }
}
