import KataTestSupport

extension Defect {
    /// The profile screen while its request is in flight (the fake holds the reply). Covered by
    /// another screen and come back to, it must still show the name once the reply arrives:
    /// covering is not leaving. Left for good, popped or dismissed, it must be freed at once,
    /// its request cancelled, and nothing written to it when the reply comes. A handler that
    /// captures `self` strongly keeps a left screen alive until the reply, and nothing cancels
    /// its request.
    static let d08StrongSelf = Defect(
        8, "strong-self-no-cancellation", "a dismissed screen stays alive",
        inProcess: { subject in
            let held: [Reply] = [.held(.ok(Fixture.adaEitherCaseJSON))]
            // The first request is held while the screen is covered; a screen that loads again
            // when it is back (cancel on disappear, load on appear) gets its answer at once.
            let cover = await subject.withProfileScreen(userID: 1, replies: held + [.ok(Fixture.adaEitherCaseJSON)]) {
                await ScreenScript.coverAndComeBack($0)
            }
            var checks: [Check] = [
                .also(cover.requestWasInFlight, "the screen sent no request, so nothing was in flight while another screen covered it"),
                .also(
                    cover.spinnerStopped && cover.labelText == "Ada",
                    "the user opened another screen while the profile loaded and came back; when the reply arrived, "
                        + "\(cover.spinnerStopped ? "the spinner stopped" : "the spinner was still spinning") and the label shows "
                        + "\(cover.labelText.map { "\"\($0)\"" } ?? "nothing") instead of Ada's name. Covering a screen is not "
                        + "leaving it: viewDidDisappear runs for both"),
            ]
            for leaving in Leaving.allCases {
                let run = await subject.withProfileScreen(userID: 1, replies: held) { await ScreenScript.leave($0, by: leaving) }
                let left = "the user left the screen for good (\(leaving)) while it loaded"
                let written = run.labelWritesAfterLeaving.map { "\"\($0.value)\"" }.joined(separator: ", ")
                checks += [
                    .also(run.requestWasInFlight, "the screen sent no request, so nothing was in flight to leave"),
                    .own(run.screenFreedAtOnce, "\(left), and the request's completion handler still holds the screen, until the reply arrives"),
                    .own(run.requestCancelled, "\(left), and nothing cancelled its request, which runs on for a screen nobody sees"),
                    .own(run.labelWritesAfterLeaving.isEmpty, "\(left), and when the reply came the gone screen's label was still set to \(written)"),
                ]
            }
            return checks
        })
}
