import KataTestSupport

extension Defect {
    /// A transport hands no data and no error. URLSession never does today (it hands `Data()`),
    /// so Broken is reached through the link seam; `data!` traps. Fixed's transport cannot hand
    /// `nil` at all, and it reports what it did get as an error. Runs in a child process.
    static let d03DataBang = Defect(
        3, "data-bang-force-unwrap", "data! crashes when no data comes back",
        child: ChildScenario(
            run: { subject in
                let call = await subject.searchUsers(matching: "ada", replies: [.nothing])
                ChildReport.print("outcome", call.outcome)
                ChildReport.print("failed", call.outcome.failure?.isTyped == true)
            },
            checks: { run in
                [
                    .own(
                        !run.ending.crashed && run.report("failed") == "true",
                        run.ending.crashed
                            ? "a search whose transport handed back no data and no error \(run.ending) instead of reporting an error"
                            : "with no data the search must fail with an error the caller can act on (a status, a decoding or a transport error); it \(run.report("outcome") ?? run.ending.description)")
                ]
            }))
}
