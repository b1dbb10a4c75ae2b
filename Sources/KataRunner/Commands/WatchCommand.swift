import Foundation

/// `kata watch`: checks the current exercise, then again each time one of its files is saved.
enum WatchCommand: Command {
    static let name = "watch"
    static let summary = "re-check the current exercise every time you save it"
    static let arguments = ArgumentSpec(
        options: [.init("--max-checks", value: "N", summary: "stop after N checks (for scripts and tests)")],
        positionals: [.exercise])
    static let details = """
        Checks the exercise (the first unfinished one by default), then watches its files and
        checks again whenever one is saved. When it turns green, moves on to the next one.
        Stop it with Ctrl-C. --max-checks N stops after N checks (for scripts and tests).
        Stops with exit status 2 and one line that says what to do when the exercise cannot be
        checked (a missing file, a file that is not UTF-8, tests that print without end).
        """

    /// How often the files' modification times are read.
    static let pollInterval: Duration = .milliseconds(250)

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let maxChecks = try arguments.values["--max-checks"].map { value in
            guard let count = Int(value), count > 0 else { throw UsageError("--max-checks needs a positive number") }
            return count
        } ?? Int.max
        guard var (session, exercise) = try Session.openForOneExercise(arguments) else { return 0 }
        let shipped = try? await ShippedCopy.asCloned(in: session.layout)
        // Before the toolchain starts, so a missing or unreadable file is reported at once.
        try ExerciseFiles.check(exercise, in: session.layout, alsoShipped: (try? await shipped?.files(of: exercise)) ?? [])
        let checker = try await ExerciseChecking.start(in: session.layout)
        var checks = 0
        while true {
            let files = exercise.files.map { session.layout.exerciseFolder(exercise).appending(path: $0) }
            let seen = stamps(of: files)
            let verdict = try await checker.check(exercise)
            checks += 1
            let done = try await CheckCommand.report(verdict, for: exercise, in: &session, shipped: shipped)
            if checks >= maxChecks { return done ? 0 : 1 }
            if done {
                guard let next = session.catalog.current(session.progress) else { return 0 }
                exercise = next
                continue
            }
            print(session.style.dim("Watching \(session.filesToEdit(exercise)): save to check again, Ctrl-C to stop."))
            while stamps(of: files) == seen { try await Task.sleep(for: pollInterval) }
        }
    }

    private static func stamps(of files: [URL]) -> [Date?] {
        files.map { try? FileManager.default.attributesOfItem(atPath: $0.path)[.modificationDate] as? Date }
    }
}
