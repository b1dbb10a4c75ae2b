import KataTestSupport

extension Defect {
    /// Search gets a 200 whose body is an HTML page. `try!` traps on it; a correct client
    /// throws a decoding error. Runs in a child process, so a trap is a red result.
    static let d01TryBang = Defect(
        1, "try-bang-crashes-search", "search crashes the app",
        child: ChildScenario(
            expectedExit: .normally,
            exitMessage: "Defect 1 — search crashes the app: a 200 whose body is an HTML page trapped in `try!` instead of throwing a decoding error",
            run: { subject in
                let call = await subject.searchUsers(matching: "ada", replies: [.ok(Fixture.outageHTML)])
                ChildReport.print("failed", call.outcome.failure != nil)
                ChildReport.print("outcome", call.outcome)
            },
            checkOutput: { output in
                [Check(output.report("failed") == "true",
                       "Defect 1 — search crashes the app: an HTML body must be reported as an error; search \(output.report("outcome") ?? "reported nothing")")]
            }))
}
