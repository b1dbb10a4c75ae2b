import Foundation

/// Checks exercises: compiles one exercise with its tests, runs them, and says how it went.
struct Checker: Sendable {
    let layout: Layout
    let toolchain: Toolchain

    /// How long the tests of one exercise may run.
    static let deadline: TimeInterval = 30

    init(layout: Layout) throws {
        self.layout = layout
        self.toolchain = try Toolchain(layout: layout)
        try toolchain.prepareSupportModules()
    }

    /// Checks the learner's copy of `exercise`, as it is on disk now.
    func check(_ exercise: Exercise) throws -> Verdict {
        let folder = layout.exerciseFolder(exercise)
        let files = (exercise.files + exercise.tests).map { folder.appending(path: $0) }
        return try run(files, in: layout.cache.appending(path: "check/\(exercise.name)"), swiftVersion: exercise.swiftVersion ?? 6)
    }

    /// Compiles `files` into a test program in `buildFolder` and runs it.
    func run(_ files: [URL], in buildFolder: URL, swiftVersion: Int = 6) throws -> Verdict {
        switch try toolchain.buildTests(of: files, in: buildFolder, swiftVersion: swiftVersion) {
        case .failure(let failure):
            return Verdict.fromCompiler(failure.output, relativeTo: layout.root.path)
        case .success(let program):
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            // The capstone type-checks the learner's sources against these modules.
            environment["KATA_MODULES"] = toolchain.modules.path
            // Swift Testing writes each event as a line of JSON here, for tools like this one.
            let events = buildFolder.appending(path: "events.jsonl")
            try Data().write(to: events)
            let output = try Subprocess.run(
                program.path, ["--event-stream-output-path", events.path, "--event-stream-version", "0"],
                in: layout.root, environment: environment, deadline: Self.deadline)
            guard let status = output.status else { return .timedOut(seconds: Int(Self.deadline)) }
            let stream = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
            return Verdict.fromTestRun(status: status, eventStream: stream, output: output.text)
        }
    }
}
