import Foundation

/// `kata reset name|number`: puts one exercise back as shipped, after asking.
enum ResetCommand: Command {
    static let name = "reset"
    static let summary = "put one exercise back as shipped (asks first)"
    static let arguments = ArgumentSpec(
        flags: [
            .init("--yes", "-y", summary: "do not ask first (for scripts)"),
            .init("--repair", summary: "put back only the tests and any missing file; keep your edits"),
        ],
        positionals: [.init("name|number", required: true)])
    static let details = """
        Replaces your copy of the exercise's files with the ones the kata shipped, and marks
        the exercise not done. The files as shipped come from git: the commit your clone came
        from (where it meets origin/main, or upstream/main in a clone of a fork), so this works
        even after you have committed your own work. Asks for confirmation first; --yes skips
        the question.

        --repair puts back only what the checks need: the tests as shipped and any file that is
        missing. Your edited files stay as they are, so it does not ask.
        """

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        guard let query = arguments.positional(0) else { throw UsageError("say which exercise to reset: kata reset 3") }
        var session = try Session.open(in: arguments.workingDirectory)
        let exercise = try session.catalog.find(query)
        let shipped = try await ShippedCopy.asCloned(in: session.layout)
        if arguments.has("--repair") {
            let restored = try await repair(exercise, from: shipped, in: session.layout)
            print("\(session.label(exercise)): put back \(restored.joined(separator: ", ")) as shipped; your edits are as they were.")
            return 0
        }
        if !arguments.has("--yes") {
            print("Reset \(session.label(exercise))? Your changes to \(session.filesToEdit(exercise)) will be lost. [y/N] ", terminator: "")
            let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
            guard answer == "y" || answer == "yes" else {
                print("Nothing changed.")
                return 1
            }
        }
        try await shipped.restore(exercise, into: session.layout.exerciseFolder(exercise))
        try session.updateProgress { $0.record(exercise, passed: false) }
        print("\(session.label(exercise)) is as shipped again (\(shipped.basis)).")
        return 0
    }

    /// Puts back the tests as shipped and every shipped file that is missing; the paths put back.
    static func repair(_ exercise: Exercise, from shipped: ShippedCopy, in layout: Layout) async throws -> [String] {
        let folder = layout.exerciseFolder(exercise)
        let files = try await shipped.files(of: exercise)
        let chosen = files.filter { $0.hasPrefix("Tests/") || !FileManager.default.fileExists(atPath: folder.appending(path: $0).path) }
        try await shipped.restore(exercise, files: chosen, into: folder)
        return chosen.map { "Exercises/\(exercise.name)/\($0)" }
    }
}
