/// One of the sixteen defects, as a scenario that can run against any `Subject`.
///
/// A defect is observed in this process (`inProcess`), in a child process when the subject
/// may trap or print (`child`), or both. The test suites assert the resulting checks, each in
/// its own framework's idiom; nothing here knows about XCTest or Swift Testing.
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

    /// The in-process checks against `subject` (none if the defect is only seen in a child).
    public func inProcessChecks(on subject: any Subject) async -> [Check] {
        await inProcess?(subject) ?? []
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

    /// Whether to show the real red: `KATA_RED=1` asserts the Broken cases without the
    /// expected-failure wrapper.
    public static var showRealRed: Bool {
        ProcessInfo.processInfo.environment["KATA_RED"] == "1"
    }
}

import Foundation
