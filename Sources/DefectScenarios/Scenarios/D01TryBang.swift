import KataTestSupport

extension Defect {
    /// Search gets a 200 whose body is an HTML page. `try!` traps on it; a correct client
    /// throws a decoding error, once. Runs in a child process, so a trap is a red result.
    static let d01TryBang = Defect(
        1, "try-bang-crashes-search", "search crashes the app",
        child: ChildScenario(
            seeing: SeenCall<[UserSnapshot]>(),
            run: { subject, seen in
                let call = await subject.searchUsers(matching: "ada", replies: [.ok(Fixture.outageHTML)])
                seen.note { $0.record(call) }
            },
            checks: { run in
                let (outcome, requests) = (run.seen?.outcome, run.seen?.requests)
                return [
                    .own(
                        !run.ending.crashed && outcome?.failure == .decoding,
                        run.ending.crashed
                            ? "a 200 whose body is an HTML page \(run.ending) in `try!`, instead of failing the search with a decoding error"
                            : "a 200 whose body is an HTML page must fail the search with a decoding error; search \(outcome?.description ?? run.ending.description)"),
                    .also(
                        requests == 1,
                        "a body that does not decode will not decode next time either, so it is not retried; search sent \(requests.map(String.init) ?? "an unknown number of") requests"),
                ]
            }))
}
