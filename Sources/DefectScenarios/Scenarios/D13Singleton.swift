import KataTestSupport

extension Defect {
    /// (a) The client's sources must type-check in Swift 6 mode; `static let shared` on a
    /// non-Sendable class does not. (b) Two clients given two fakes must each see their own:
    /// with `URLSession.shared` hard-coded there is only ever one.
    static let d13Singleton = Defect(
        13, "singleton-and-shared-session", "one hard-coded session for everyone",
        inProcess: { subject in
            async let typeCheck = SwiftTypeCheck.module(subject.sources)
            let (one, two) = await subject.fetchWithTwoClients(
                first: [.ok(Fixture.adaEitherCaseJSON)], second: [.ok(Fixture.bobEitherCaseJSON)])
            let compiled = await typeCheck
            let firstError = compiled.errors.first { $0.message.contains("shared") } ?? compiled.errors.first
            return [
                Check(compiled.succeeded,
                      "Defect 13 — one hard-coded session for everyone: \(subject.sources.label) do not compile in Swift 6 mode (\(firstError?.description ?? compiled.transcript))"),
                Check(one.outcome.value?.name == "Ada" && two.outcome.value?.name == "Bob",
                      "Defect 13 — one hard-coded session for everyone: two clients with two fakes ran side by side and the first \(one.outcome), the second \(two.outcome); each should get its own fake's user"),
            ]
        })
}
