import KataTestSupport

extension Defect {
    /// A failing profile for user 4217, through the client and on the profile screen, and a
    /// failing search for "Ada Lovelace". `print(error)` writes the URL, and with it who the user
    /// is, to standard output; moved from the client to the screen, it still does. Runs in a
    /// child process, so that what it prints can be captured alone.
    static let d06Logging = Defect(
        6, "print-logs-the-user", "failures print who the user is",
        child: ChildScenario(
            seeing: BothEndpoints(),
            run: { subject, seen in
                let profile = await subject.fetchUser(id: userID, replies: [.failure(.notConnectedToInternet)])
                let search = await subject.searchUsers(matching: "Ada Lovelace", replies: [.failure(.notConnectedToInternet)])
                seen.note { $0 = BothEndpoints(profile: profile.outcome, search: search.outcome) }
                // The screen's own error handling is where a print moved out of the client lands.
                _ = await subject.withProfileScreen(userID: userID, replies: [.failure(.notConnectedToInternet)]) { await ScreenScript.load($0) }
            },
            checks: { run in
                // The id on its own too: `print("could not load user \(id)")` names the user as well.
                let leaks = ["\(userID)", "api.example.com", "Lovelace"].filter(run.printed.contains)
                let (profile, search) = (run.seen?.profile, run.seen?.search)
                return [
                    .also(run.ending == .finished, "the child running a failing profile and a failing search \(run.ending)"),
                    .also(
                        profile?.failure == .transport(.notConnectedToInternet) && search?.failure == .transport(.notConnectedToInternet),
                        "offline, the profile and search must fail with the transport error; the profile \(profile?.description ?? "?"), search \(search?.description ?? "?")"),
                    // Only a child that ran both calls through has said all it will say.
                    .own(
                        run.ending == .finished && leaks.isEmpty,
                        run.ending == .finished
                            ? "after a failing profile for user \(userID), on its own and on the profile screen, and a failing search for Ada Lovelace, the output shows \(leaks.map { "\"\($0)\"" }.joined(separator: ", "))"
                            : "the child running a failing profile, on its own and on the profile screen, and a failing search \(run.ending), so what it prints could not all be seen"),
                ]
            }))

    /// A user id that shows up in output only if the client printed it.
    private static let userID = 4217
}
