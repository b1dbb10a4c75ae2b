import Foundation
import KataUtilities

/// Checks an exercise the slow way: SwiftPM builds the exercises' package
/// (`Exercises/Package.swift`) and runs that one exercise's tests, as Xcode would.
///
/// For when the runner cannot compile on its own for a reason that is not the learner's code:
/// no build plan to read SwiftPM's flags from (`kata` started from Xcode before any
/// `swift build`), or the kata's own modules not compiling with those flags. The tests are the
/// same and Swift Testing writes the same events, so the verdict is the same; it is slower, and
/// one exercise that does not compile stops the check of every other.
struct SwiftPMCheck: Sendable {
    let layout: Layout
    /// Why the runner's own compile was not used, in a few words.
    let reason: String

    /// How long SwiftPM may take to build the package (the first build compiles the kata too).
    static let buildDeadline: Duration = .seconds(900)

    /// The line said once, before the first check.
    var note: String {
        "note: checking with SwiftPM (`swift test --package-path Exercises`), because \(reason). It is slower, and an exercise that does not compile stops every other."
    }

    /// The test module SwiftPM makes of `exercise`'s target: `Exercise_08_fix_the_try_bang`.
    static func module(of exercise: Exercise) -> String {
        "Exercise_" + exercise.name.replacingOccurrences(of: "-", with: "_")
    }

    func check(_ exercise: Exercise) async throws -> Verdict {
        try ExerciseFiles.check(exercise, in: layout)
        guard let swift = ProcessRunner.locate("swift") else { throw ToolchainError.noCompiler }
        let package = layout.root.appending(path: "Exercises").path
        let build = await ProcessRunner.run(
            swift, ["build", "--package-path", package, "--build-tests"], in: layout.root, deadline: Self.buildDeadline)
        guard build.status == .exited(0) else { return Verdict.fromCompiler(build.allOutput, relativeTo: layout.root.path) }
        let events = layout.cache.appending(path: "swiftpm-check/\(exercise.name)/events.jsonl")
        return try await Checker.verdict(
            running: swift,
            [
                "test", "--package-path", package, "--skip-build", "--filter", "^\(Self.module(of: exercise))\\.",
                "--experimental-event-stream-output", events.path, "--experimental-event-stream-version", "0",
            ],
            events: events, of: exercise, in: layout.root, environment: ProcessInfo.processInfo.environment,
            deadline: Checker.deadline + .seconds(30))
    }
}

/// How `check` and `watch` check exercises here: the runner's own compile, or SwiftPM's when that
/// cannot work, at the start or at any check (said once, with why).
final class ExerciseChecking {
    private let layout: Layout
    private let checker: Checker?
    private var fallback: SwiftPMCheck?

    private init(layout: Layout, checker: Checker?, fallback: SwiftPMCheck?) {
        self.layout = layout
        self.checker = checker
        self.fallback = fallback
    }

    /// The runner's own compile when it can work; SwiftPM's otherwise, after saying why.
    static func start(in layout: Layout) async throws -> ExerciseChecking {
        do {
            return ExerciseChecking(layout: layout, checker: try await Checker(layout: layout), fallback: nil)
        } catch let error as ToolchainError {
            let checking = ExerciseChecking(layout: layout, checker: nil, fallback: nil)
            try checking.fallBack(because: error)
            return checking
        }
    }

    func check(_ exercise: Exercise) async throws -> Verdict {
        if let checker, fallback == nil {
            do { return try await checker.check(exercise) } catch let error as ToolchainError { try fallBack(because: error) }
        }
        guard let fallback else { throw ToolchainError.noCompiler }
        return try await fallback.check(exercise)
    }

    /// Checks with SwiftPM from now on, when `error` is not the learner's doing; rethrows it otherwise.
    private func fallBack(because error: ToolchainError) throws {
        guard let reason = error.reasonForSwiftPM else { throw error }
        let check = SwiftPMCheck(layout: layout, reason: reason)
        print(check.note)
        fallback = check
    }
}

extension ToolchainError {
    /// Why SwiftPM should check instead, when this error says the runner cannot compile for a
    /// reason that is not the learner's code; nil otherwise.
    var reasonForSwiftPM: String? {
        switch self {
        case .noBuildPlan: "SwiftPM has not planned a build here yet (.build/debug.yaml), which the runner reads its compiler flags from"
        case .noPlannedCommand(let what): "SwiftPM's build plan does not hold \(what), which the runner reads its compiler flags from"
        case .supportModuleFailed(let module, _): "the kata's own module \(module) did not compile with the flags SwiftPM planned"
        case .harnessFailed: "the runner's test program did not start Swift Testing as this toolchain's Swift Testing expects"
        case .noCompiler, .manifestUnreadable: nil
        }
    }
}
