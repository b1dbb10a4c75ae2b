import Foundation
import KataUtilities

/// Checks exercises: compiles one exercise with its tests, runs them, and says how it went.
struct Checker: Sendable {
    let layout: Layout
    let toolchain: Toolchain

    /// How long the tests of one exercise may run.
    static let deadline: Duration = .seconds(30)

    init(layout: Layout) async throws {
        self.layout = layout
        self.toolchain = try await Toolchain(layout: layout)
        try await toolchain.prepareSupportModules()
    }

    /// Checks the learner's copy of `exercise`, as it is on disk now.
    func check(_ exercise: Exercise) async throws -> Verdict {
        let folder = layout.exerciseFolder(exercise)
        let files = (exercise.files + exercise.tests).map { folder.appending(path: $0) }
        return try await run(files, of: exercise, in: layout.cache.appending(path: "check/\(exercise.name)"))
    }

    /// Compiles `files` (`exercise`'s, wherever they are) into a test program in `buildFolder`
    /// and runs it.
    func run(_ files: [URL], of exercise: Exercise, in buildFolder: URL) async throws -> Verdict {
        let swiftVersion = toolchain.manifest.swiftVersion(of: exercise.name)
        switch try await toolchain.buildTests(of: files, in: buildFolder, swiftVersion: swiftVersion) {
        case .failure(let failure):
            return Verdict.fromCompiler(failure.output, relativeTo: layout.root.path)
        case .success(let program):
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            // Tests that type-check the learner's code find the package's modules here.
            environment["KATA_MODULES"] = toolchain.modules.path
            // Swift Testing writes each event as a line of JSON here, for tools like this one.
            let events = buildFolder.appending(path: "events.jsonl")
            try Data().write(to: events)
            let output = await ProcessRunner.run(
                program, ["--event-stream-output-path", events.path, "--event-stream-version", "0"],
                in: layout.root, environment: environment, deadline: Self.deadline)
            guard case .exited(let status) = output.status else {
                if output.status == .hung { return .timedOut(seconds: Int(Self.deadline.components.seconds)) }
                return Verdict.fromTestRun(status: 128, eventStream: Self.read(events), output: output.allOutput)
            }
            return Verdict.fromTestRun(status: status, eventStream: Self.read(events), output: output.allOutput)
        }
    }

    private static func read(_ file: URL) -> String {
        (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }
}
