import KataTestSupport

extension Defect {
    /// Search gets a 200 whose body is an HTML page. `try!` traps on it; a correct client
    /// throws a decoding error, once. Runs in a child process, so a trap is a red result.
    static let d01TryBang = Defect(
        1, "try-bang-crashes-search", "search crashes the app",
        child: ChildScenario(
            run: { subject in
                let call = await subject.searchUsers(matching: "ada", replies: [.ok(Fixture.outageHTML)])
                ChildReport.print("outcome", call.outcome)
                ChildReport.print("failed", call.outcome.failure == .decoding)
                ChildReport.print("requests", call.requests.count)
            },
            checks: { run in
                [
                    .own(
                        !run.ending.crashed && run.report("failed") == "true",
                        run.ending.crashed
                            ? "a 200 whose body is an HTML page \(run.ending) in `try!`, instead of failing the search with a decoding error"
                            : "a 200 whose body is an HTML page must fail the search with a decoding error; search \(run.report("outcome") ?? run.ending.description)"),
                    .also(
                        run.report("requests") == "1",
                        "a body that does not decode will not decode next time either, so it is not retried; search sent \(run.report("requests") ?? "an unknown number of") requests",
                        seenOnBrokenThrough: [1]),
                ]
            }))
}
