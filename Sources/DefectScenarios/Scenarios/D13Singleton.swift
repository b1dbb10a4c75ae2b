import Foundation
import KataTestSupport
import SourceChecks

extension Defect {
    /// (a) A shared instance of a class that is not `Sendable` is global mutable state: without
    /// default main-actor isolation, Swift 6 mode refuses `static let shared` on it. (b) Two
    /// clients given two fakes must each see their own: with `URLSession.shared` hard-coded there
    /// is only ever one. Broken cannot be handed a fake at all, so (b) is staged for it.
    static let d13Singleton = Defect(
        13, "singleton-and-shared-session", "one hard-coded session for everyone",
        inProcess: { subject in
            async let typeCheck = swift6Check(of: subject)
            let (one, two) = await subject.fetchWithTwoClients(
                first: [.ok(Fixture.adaEitherCaseJSON)], second: [.ok(Fixture.bobEitherCaseJSON)])
            let compiled = await typeCheck
            let firstError = compiled.errors.first?.description ?? compiled.transcript
            return sharedStateChecks(compiled, sources: subject.sources.texts) + [
                .also(
                    compiled.succeeded,
                    "\(subject.sources.label) do not compile in Swift 6 mode (\(firstError))"),
                .also(
                    one.outcome.value?.name == "Ada" && two.outcome.value?.name == "Bob",
                    "two clients with two fakes ran side by side and the first \(one.outcome), the second \(two.outcome); each should get its own fake's user"),
            ]
        })

    /// The subject's client sources, type-checked on their own in Swift 6 mode.
    static func swift6Check(of subject: any Subject) async -> SwiftTypeCheck.Result {
        await SwiftTypeCheck.module(subject.sources)
    }

    /// What Swift 6 mode says about a client's shared state, from its sources type-checked
    /// (`compiled`) and read: no global mutable state, and no opt-out that silences the check.
    /// Exercise 20 makes the same checks of its one file.
    public static func sharedStateChecks(_ compiled: SwiftTypeCheck.Result, sources: [(file: URL, text: String)]) -> [Check] {
        let globalState = compiled.errors.filter { $0.message.contains("is not concurrency-safe") }
        // The two ways to make the compiler stop asking, without making the state safe.
        let optOuts = sources.flatMap { source in
            SwiftSource(file: source.file.lastPathComponent, text: source.text).concurrencyOptOuts
                .map { "`\($0.text)` at \(source.file.lastPathComponent):\($0.line)" }
        }
        return [
            .own(
                globalState.isEmpty,
                "a shared instance of a class that is not Sendable is global mutable state; in Swift 6 mode: \(globalState.first?.description ?? "")"),
            .also(
                optOuts.isEmpty,
                "the client tells Swift 6 to stop checking (\(optOuts.joined(separator: ", "))) instead of holding no shared mutable state: make it a final class of `let`s that is Sendable"),
        ]
    }
}
