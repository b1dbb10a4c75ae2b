import KataTestSupport

extension Defect {
    /// A profile screen shown without a user id. With `var userID = 0` it quietly loads
    /// someone else's profile; a correct screen makes no request and stops loudly in a debug
    /// build. Runs in a child process, since stopping loudly is a trap.
    static let d07UserZero = Defect(
        7, "user-id-defaults-to-zero", "a forgotten user id loads user 0",
        child: ChildScenario(
            expectedExit: .loudly,
            exitMessage: "Defect 7 — a forgotten user id loads user 0: a screen shown without a user id must stop loudly in a debug build, but it carried on as if it were user 0",
            run: { subject in
                let run = await subject.showProfile(userID: nil, replies: [.ok(Fixture.adaEitherCaseJSON)])
                ChildReport.print("requested", run.requests.compactMap { $0.url?.path })
            },
            checkOutput: { output in
                [Check(output.report("requested") == nil,
                       "Defect 7 — a forgotten user id loads user 0: the screen requested \(output.report("requested") ?? "")")]
            }))
}
