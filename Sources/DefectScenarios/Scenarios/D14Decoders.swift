import KataTestSupport

extension Defect {
    /// The same user JSON through the profile and through search must decode to the same user.
    /// A decoder built per call lets the two disagree on the key strategy; here search has
    /// none and traps in `try!`, so this runs in a child process.
    static let d14Decoders = Defect(
        14, "a-decoder-per-call", "profile and search read the same user differently",
        child: ChildScenario(
            expectedExit: .normally,
            exitMessage: "Defect 14 — profile and search read the same user differently: search crashed on the user JSON the profile endpoint was given",
            run: { subject in
                let profile = await subject.fetchUser(id: 1, replies: [.ok(Fixture.adaJSON)])
                ChildReport.print("profile", profile.outcome)
                let search = await subject.searchUsers(matching: "ada", replies: [.ok(Fixture.adaListJSON)])
                ChildReport.print("search", search.outcome)
                let same = profile.outcome.value != nil && profile.outcome.value == search.outcome.value?.first
                ChildReport.print("same", same)
            },
            checkOutput: { output in
                [Check(output.report("same") == "true",
                       "Defect 14 — profile and search read the same user differently: the profile \(output.report("profile") ?? "?"), search \(output.report("search") ?? "?")")]
            }))
}
