import Foundation

/// `kata reset name|number`: puts one exercise back as shipped, after asking.
enum ResetCommand: Command {
    static let name = "reset"
    static let summary = "put one exercise back as shipped (asks first)"
    static let arguments = ArgumentSpec(
        flags: [.init("--yes", "-y", summary: "do not ask first (for scripts)")],
        positionals: [.init("name|number", required: true)])
    static let details = """
        Replaces your copy of the exercise's files with the ones committed in git, and marks
        the exercise not done. Asks for confirmation first; --yes skips the question (for scripts).
        """

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        guard let query = arguments.positional(0) else { throw UsageError("say which exercise to reset: kata reset 3") }
        let session = try Session.open()
        let exercise = try session.catalog.find(query)
        let confirmed = arguments.has("--yes")
        if !confirmed {
            print("Reset \(session.label(exercise))? Your changes to \(session.filesToEdit(exercise)) will be lost. [y/N] ", terminator: "")
            let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
            guard answer == "y" || answer == "yes" else {
                print("Nothing changed.")
                return 1
            }
        }
        try await Pristine(layout: session.layout).restore(exercise, into: session.layout.exerciseFolder(exercise))
        try session.progress.record(exercise.name, passed: false)
        print("\(session.label(exercise)) is as shipped again.")
        return 0
    }
}
