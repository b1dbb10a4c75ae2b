import Foundation
import KataUtilities

/// Checks exercises: compiles one exercise with its tests, runs them, and says how it went.
struct Checker: Sendable {
    let layout: Layout
    let toolchain: Toolchain

    /// How long the tests of one exercise may run.
    static let deadline: Duration = .seconds(30)

    init(layout: Layout) async throws {
        try await self.init(layout: layout, toolchain: Toolchain(layout: layout))
    }

    init(layout: Layout, toolchain: Toolchain) async throws {
        self.layout = layout
        self.toolchain = toolchain
        try await toolchain.prepareSupportModules()
    }

    /// How much a test program may print to either stream, or write as its event stream,
    /// before it is stopped: far more than any exercise's tests write, far less than a print in
    /// an endless loop writes before the deadline.
    static let outputLimit = 1_000_000

    /// Checks the learner's copy of `exercise`, as it is on disk now.
    func check(_ exercise: Exercise) async throws -> Verdict {
        try ExerciseFiles.check(exercise, in: layout)
        let folder = layout.exerciseFolder(exercise)
        return try await run(exercise, from: folder, in: layout.cache.appending(path: "check/\(exercise.name)"))
    }

    /// Compiles `exercise`'s files and tests as they are in `source` (the learner's folder, or a
    /// copy) into a test program in `buildFolder`, and runs it.
    func run(_ exercise: Exercise, from source: URL, in buildFolder: URL) async throws -> Verdict {
        let swiftVersion = toolchain.manifest.swiftVersion(of: exercise.name)
        switch try await toolchain.buildTests(
            exerciseFiles: exercise.files.map { source.appending(path: $0) },
            testFiles: exercise.tests.map { source.appending(path: $0) },
            in: buildFolder, swiftVersion: swiftVersion)
        {
        case .failure(let failure):
            // The entry point is the runner's, not the learner's: if it does not compile, Swift
            // Testing has changed under the runner.
            if failure.output.contains("\(Toolchain.harnessFile):") { throw ToolchainError.harnessFailed(failure.output) }
            return Verdict.fromCompiler(failure.output, relativeTo: layout.root.path)
        case .success(let program):
            var environment = ProcessInfo.processInfo.environment
            // Tests that type-check the learner's code find the package's modules here.
            environment["KATA_MODULES"] = toolchain.modules.path
            return try await Self.runTests(program, of: exercise, in: layout.root, environment: environment, scratch: buildFolder)
        }
    }

    /// Runs a compiled test program and reads what it did. Swift Testing writes each event as
    /// a line of JSON to a file in `scratch`, for tools like this one.
    static func runTests(
        _ program: URL, of exercise: Exercise, in root: URL, environment: [String: String], scratch: URL
    ) async throws -> Verdict {
        let events = scratch.appending(path: "events.jsonl")
        return try await verdict(
            running: program, ["--event-stream-output-path", events.path, "--event-stream-version", "0"], events: events,
            of: exercise, in: root, environment: environment, deadline: deadline, requireEvents: true)
    }

    /// Runs `executable` with `arguments`, which make Swift Testing write its events to `events`,
    /// and reads what the tests did. With `requireEvents`, a run that ended without writing one
    /// event is the runner's problem, not the learner's: Swift Testing writes the run's start
    /// before any test code runs, so only a change in how it takes its arguments (a version of the
    /// event stream it no longer reads, say) ends a run before that.
    static func verdict(
        running executable: URL, _ arguments: [String], events: URL, of exercise: Exercise, in root: URL,
        environment: [String: String], deadline: Duration, requireEvents: Bool = false
    ) async throws -> Verdict {
        var environment = environment
        environment["NO_COLOR"] = "1"
        try FileManager.default.createDirectory(at: events.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: events)
        let output = await ProcessRunner.run(
            executable, arguments, in: root, environment: environment, deadline: deadline, outputLimit: outputLimit)
        let eventSize = (try? FileManager.default.attributesOfItem(atPath: events.path)[.size] as? Int) ?? 0
        if output.exceededOutputLimit || eventSize > outputLimit {
            throw ExerciseFileError.tooMuchOutput(exercise, limit: outputLimit)
        }
        let eventStream = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
        if requireEvents, eventStream.isEmpty, output.status != .hung { throw ToolchainError.harnessFailed(output.allOutput) }
        switch output.status {
        case .exited(let status): return Verdict.fromTestRun(status: status, eventStream: eventStream, output: output.allOutput)
        case .signalled: return Verdict.fromTestRun(status: 128, eventStream: eventStream, output: output.allOutput)
        case .hung: return .timedOut(seconds: Int(deadline.components.seconds))
        }
    }
}
