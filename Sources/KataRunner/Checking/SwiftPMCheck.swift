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
