import KataTestSupport

extension Defect {
    /// Offline versus server down. `(User?, Error?)` with `try?` gives nothing at all for one
    /// and `(nil, nil)` for the other, so the screen cannot tell the user which it is.
    static let d11LostErrors = Defect(
        11, "lost-errors", "offline and server down look the same",
        inProcess: { subject in
            let offline = await subject.fetchUser(id: 1, replies: [.failure(.notConnectedToInternet)])
            let serverDown = await subject.fetchUser(id: 1, replies: [.http(500, Fixture.outageHTML)])
            let (a, b) = (offline.outcome.failure, serverDown.outcome.failure)
            return [
                Check(a != nil, "Defect 11 — offline and server down look the same: offline, the profile \(offline.outcome), instead of reporting an error"),
                Check(b != nil, "Defect 11 — offline and server down look the same: with the server down (500), the profile \(serverDown.outcome), instead of reporting an error"),
                Check(a != nil && b != nil && a != b,
                      "Defect 11 — offline and server down look the same: the two must be errors the screen can tell apart; offline \(offline.outcome), server down \(serverDown.outcome)"),
            ]
        })
}
