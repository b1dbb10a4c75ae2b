extension Defect {
    /// The request times out. `if let error { print; return }` returns without calling
    /// completion, so the spinner spins for ever and no error is shown (report 1).
    static let d09Spinner = Defect(
        9, "spinner-spins-forever", "the spinner spins forever",
        inProcess: { subject in
            let run = await subject.showProfile(userID: 1, replies: [.failure(.timedOut)])
            return [
                Check(run.spinnerStopped,
                      "Defect 9 — the spinner spins forever: completion was not called within \(Deadline.completion.text) of a timeout"),
                Check(run.labelText != nil,
                      "Defect 9 — the spinner spins forever: after a timeout the screen shows no error, only the spinner"),
            ]
        })
}
