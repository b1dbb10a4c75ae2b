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
        return try run(files, in: layout.cache.appending(path: "check/\(exercise.name)"))
    }

    /// Compiles `files` into a test program in `buildFolder` and runs it.
    func run(_ files: [URL], in buildFolder: URL) throws -> Verdict {
        switch try toolchain.buildTests(of: files, in: buildFolder) {
        case .failure(let failure):
            return Verdict.fromCompiler(failure.output, relativeTo: layout.root.path)
        case .success(let program):
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            let output = try Subprocess.run(
                program.path, [], in: layout.root, environment: environment, deadline: Self.deadline)
            guard let status = output.status else { return .timedOut(seconds: Int(Self.deadline)) }
            return Verdict.fromTestRun(status: status, output: output.text)
        }
    }
}
