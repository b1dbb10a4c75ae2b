import KataTestSupport

extension Defect {
    /// A transport hands no data and no error. URLSession never does today (it hands `Data()`),
    /// so Broken is reached through the link seam; `data!` traps. Fixed's transport cannot hand
    /// `nil` at all, and it reports what it did get as an error. Runs in a child process.
    static let d03DataBang = Defect(
        3, "data-bang-force-unwrap", "data! crashes when no data comes back",
        child: ChildScenario(
            expectedExit: .normally,
            exitMessage: "Defect 3 — `data!` crashes when no data comes back: a search whose transport handed no data and no error trapped instead of reporting an error",
            run: { subject in
                let call = await subject.searchUsers(matching: "ada", replies: [.nothing])
                ChildReport.print("failed", call.outcome.failure != nil)
                ChildReport.print("outcome", call.outcome)
            },
            checkOutput: { output in
                [Check(output.report("failed") == "true",
                       "Defect 3 — `data!` crashes when no data comes back: with no data the search must report an error; it \(output.report("outcome") ?? "reported nothing")")]
            }))
}
