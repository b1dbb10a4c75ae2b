extension Defect {
    /// A profile screen dismissed while its request is in flight (the fake holds the reply).
    /// A handler that captures `self` strongly keeps the screen alive until the reply comes,
    /// and nothing cancels the request when the user leaves.
    static let d08StrongSelf = Defect(
        8, "strong-self-no-cancellation", "a dismissed screen stays alive",
        inProcess: { subject in
            let run = await subject.dismissProfileWhileLoading(userID: 1)
            return [
                Check(run.requestWasInFlight,
                      "Defect 8 — a dismissed screen stays alive: the screen sent no request, so nothing was in flight to dismiss"),
                Check(run.screenFreedAtOnce,
                      "Defect 8 — a dismissed screen stays alive: after dismissal the request's completion handler still holds the screen, until the reply arrives"),
                Check(run.requestCancelled,
                      "Defect 8 — a dismissed screen stays alive: nothing cancelled its request, which runs on for a screen nobody sees"),
            ]
        })
}
