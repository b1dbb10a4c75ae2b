import KataTestSupport

extension Defect {
    /// A profile that loads, and one that fails. Every UI write is recorded with the queue it
    /// ran on; URLSession calls its handler on a background queue, and UIKit must only be touched
    /// on the main one, on the success path and the failure path alike.
    static let d04OffMain = Defect(
        4, "ui-updated-off-main", "the UI is updated off the main thread",
        inProcess: { subject in
            var checks: [Check] = []
            for (path, reply) in [("when Ada's profile loads", Reply.ok(Fixture.adaEitherCaseJSON)), ("when the server fails (500)", .http(500, Fixture.outageHTML))] {
                let run = await subject.withProfileScreen(userID: 1, replies: [reply]) { await ScreenScript.load($0) }
                let offMain = run.writes.filter { !$0.onMainQueue }
                // Only a screen that finished loading has made all its writes: judge those.
                checks.append(.own(
                    run.spinnerStopped && offMain.isEmpty,
                    run.spinnerStopped
                        ? "\(path), \(offMain.count) of \(run.writes.count) UI writes ran off the main queue (\(offMain.map(\.description).joined(separator: "; ")))"
                        : "\(path), the screen never stopped its spinner, so its writes could not all be seen"))
            }
            return checks
        })
}
