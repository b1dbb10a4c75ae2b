import KataTestSupport

extension Defect {
    /// A profile screen shown without a user id. With `var userID = 0` it quietly loads
    /// someone else's profile; a correct screen sends no request and stops loudly in a debug
    /// build. Runs in a child process, since stopping loudly is a trap; the child reports each
    /// request the moment the fake receives it, so a request sent just before a trap still shows.
    static let d07UserZero = Defect(
        7, "user-id-defaults-to-zero", "a forgotten user id loads user 0",
        child: ChildScenario(
            run: { subject in
                RequestTap.install { request in ChildReport.print("requested", request.url?.path ?? "(no URL)") }
                _ = await subject.withProfileScreen(userID: nil, replies: [.ok(Fixture.adaEitherCaseJSON)]) { rig in
                    await ScreenScript.showAndWatchForRequests(rig, within: .seconds(1))
                }
            },
            checks: { run in
                let requested = run.reports("requested")
                return [
                    .own(
                        requested.isEmpty,
                        "a screen shown without a user id requested \(requested.joined(separator: ", ")): someone's profile, for a user nobody chose"),
                    .own(
                        run.ending.crashed,
                        run.ending == .finished
                            ? "a screen shown without a user id carried on quietly: in a debug build it must stop loudly (an assertion), so the mistake is found before it ships"
                            : "a screen shown without a user id must stop loudly in a debug build; instead the child \(run.ending)"),
                ]
            }))
}
