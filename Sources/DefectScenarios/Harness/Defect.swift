import Foundation
import ScenarioCore

/// One of the sixteen defects, as a scenario that can run against any `Subject`.
///
/// A defect is observed in this process (`inProcess`), in a child process when the subject
/// may trap or print (`child`), or both. Some of its checks are its own (Broken fails them
/// because of this defect alone); see `Check.Role`. The test suites assert the resulting
/// `ScenarioResult`, each in its own framework's idiom; nothing here knows about XCTest or Swift
/// Testing.
public struct Defect: Sendable, Identifiable {
    public let number: Int
    /// The defect's page is `docs/defects/NN-slug.md`.
    public let slug: String
    /// The symptom, in a learner's words.
    public let title: String
    /// Checks observed in this process.
    public let inProcess: (@Sendable (any Subject) async -> [Check])?
    /// The part that runs in a child process.
    public let child: ChildScenario?

    public init(
        _ number: Int, _ slug: String, _ title: String,
        inProcess: (@Sendable (any Subject) async -> [Check])? = nil,
        child: ChildScenario? = nil
    ) {
        self.number = number
        self.slug = slug
        self.title = title
        self.inProcess = inProcess
        self.child = child
    }

    public var id: Int { number }

    /// "Defect 9 — the spinner spins forever": how every message about it starts.
    public var headline: String { "Defect \(number) — \(title)" }

    /// Runs every check of this defect against `subject`: the in-process part here, the child
    /// part through `runChild`, which starts a child process for defect `number` (an exit test,
    /// or `DefectProbe`) and hands back what it printed.
    public func result(
        on subject: any Subject, location: Check.Location,
        runChild: @escaping @Sendable (_ number: Int) async -> ChildOutput
    ) async -> ScenarioResult {
        // The child is another process: it runs while this one makes its own checks.
        async let childChecks = childChecks(runChild)
        let inProcessChecks = await inProcess?(subject) ?? []
        return ScenarioResult(headline: headline, subject: subject.name, checks: inProcessChecks + (await childChecks), location: location)
    }

    /// Runs this defect against every subject at once, as the suites' separate cases run
    /// (Broken's scenarios take turns among themselves, since the stub they answer through is
    /// global), so a defect costs the slower of its runs, and judges each as the run expects:
    /// Fixed correct, Broken still broken (correct too in the real red, `KATA_RED=1`). The
    /// tally notes each. `runChild` is told whose child to start. Both suites call this.
    public func judgements(
        location: Check.Location, tally: DefectTally,
        runChild: @escaping @Sendable (_ number: Int, _ subject: SubjectID) async -> ChildOutput
    ) async -> [(result: ScenarioResult, judgement: ScenarioResult.Judgement)] {
        let results = await withTaskGroup(of: (SubjectID, ScenarioResult).self) { group in
            for id in SubjectID.allCases {
                group.addTask { (id, await result(on: id.subject, location: location) { number in await runChild(number, id) }) }
            }
            return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        return SubjectID.allCases.compactMap { id in
            guard let result = results[id] else { return nil }
            let judgement = result.judged(expecting: id == .broken && !Defects.showRealRed ? .stillBroken : .correct)
            tally.note(defect: number, on: result.subject, held: judgement.held)
            return (result, judgement)
        }
    }

    private func childChecks(_ runChild: @Sendable (Int) async -> ChildOutput) async -> [Check] {
        guard let child else { return [] }
        return child.checks(await runChild(number))
    }
}

extension Defect: CustomStringConvertible {
    /// How a parameterized test names its argument.
    public var description: String { headline }
}

/// Every defect, in order.
public enum Defects {
    public static let all: [Defect] = [
        .d01TryBang, .d02AvatarKey, .d03DataBang, .d04OffMain, .d05Query, .d06Logging,
        .d07UserZero, .d08StrongSelf, .d09Spinner, .d10Status, .d11LostErrors, .d12TimeoutRetry,
        .d13Singleton, .d14Decoders, .d15Duplication, .d16Style,
    ]

    /// Defect `number`, 1 to 16.
    public static func number(_ number: Int) -> Defect? {
        all.first { $0.number == number }
    }

    /// Starts, in the background, the compile checks of defects 13 and 16 on `subjects`, so that
    /// a run that reaches those defects last finds them done or under way (XCTest runs its cases
    /// one by one, in order). Only the first run after a build has any to do: results are kept.
    public static func startCompileChecks(on subjects: [any Subject]) {
        for subject in subjects {
            Task { _ = await Defect.swift6Check(of: subject) }
            Task { _ = await Defect.misuseCheck(of: subject) }
        }
    }

    /// Whether to show the real red: `KATA_RED=1` asserts the Broken cases without the
    /// expected-failure wrapper.
    public static var showRealRed: Bool {
        ProcessInfo.processInfo.environment["KATA_RED"] == "1"
    }
}
