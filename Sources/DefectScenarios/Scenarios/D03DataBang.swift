import KataTestSupport

extension Defect {
    /// A transport hands no data and no error. URLSession never does today (it hands `Data()`),
    /// so Broken is reached through the link seam; `data!` traps. Fixed's transport cannot hand
    /// `nil` at all, and it reports what it did get as an error. Runs in a child process.
    static let d03DataBang = Defect(
        3, "data-bang-force-unwrap", "data! crashes when no data comes back",
        child: ChildScenario(
            seeing: SeenCall<[UserSnapshot]>(),
            run: { subject, seen in
                let call = await subject.searchUsers(matching: "ada", replies: [.nothing])
                seen.note { $0.record(call) }
            },
            checks: { run in
                let outcome = run.seen?.outcome
                return [
                    .own(
                        !run.ending.crashed && outcome?.failure?.isTyped == true,
                        run.ending.crashed
                            ? "a search whose transport handed back no data and no error \(run.ending) instead of reporting an error"
                            : "with no data the search must fail with an error the caller can act on (a status, a decoding or a transport error); it \(outcome?.description ?? run.ending.description)")
                ]
            }))
}
