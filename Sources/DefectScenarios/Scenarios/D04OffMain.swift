import KataTestSupport

extension Defect {
    /// A successful profile load. Every UI write is recorded with the queue it ran on; URLSession
    /// calls its handler on a background queue, and UIKit must only be touched on the main one.
    static let d04OffMain = Defect(
        4, "ui-updated-off-main", "the UI is updated off the main thread",
        inProcess: { subject in
            let run = await subject.showProfile(userID: 1, replies: [.ok(Fixture.adaEitherCaseJSON)])
            let offMain = run.writes.filter { !$0.onMainQueue }
            return [
                Check(run.spinnerStopped,
                      "Defect 4 — the UI is updated off the main thread: the screen never finished loading, so its writes could not all be seen"),
                Check(offMain.isEmpty,
                      "Defect 4 — the UI is updated off the main thread: \(offMain.count) of \(run.writes.count) UI writes ran off the main queue (\(offMain.map(\.description).joined(separator: "; ")))"),
            ]
        })
}
