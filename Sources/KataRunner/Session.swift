import Foundation

/// What most commands start from: where the kata is, its exercises, and what is done.
struct Session {
    let layout: Layout
    let catalog: Catalog
    let progressFile: ProgressFile
    /// The progress as it was when the session opened. Reading it up front means a corrupt
    /// file stops a command before it has done anything.
    private(set) var progress: Progress
    let style = Style.standard

    /// Opens the kata `folder` is in.
    static func open(in folder: URL) throws -> Session {
        try open(at: try Layout.find(from: folder))
    }

    static func open(at layout: Layout) throws -> Session {
        let file = ProgressFile(url: layout.progressFile)
        return Session(layout: layout, catalog: try Catalog.load(from: layout), progressFile: file, progress: try file.load())
    }

    /// For a command that takes at most one exercise: the session and the exercise named, or
    /// the first one not done. Nil when every exercise is done (which it says).
    static func openForOneExercise(_ arguments: ParsedArguments) throws -> (Session, Exercise)? {
        let session = try Session.open(in: arguments.workingDirectory)
        guard let exercise = try session.exercise(arguments.positional(0)) else {
            print(session.style.green("Every exercise is done."))
            return nil
        }
        return (session, exercise)
    }

    /// The named exercise, or the first one not done yet.
    func exercise(_ query: String?) throws -> Exercise? {
        if let query { return try catalog.find(query) }
        return catalog.current(progress)
    }

    /// Changes the progress file, and this session's copy of it.
    mutating func updateProgress(_ change: (inout Progress) -> Void) throws {
        try progressFile.update(change)
        change(&progress)
    }

    /// `3 · 03-trace-a-200`
    func label(_ exercise: Exercise) -> String {
        "\(exercise.reference) · \(exercise.name)"
    }

    /// The command a learner types: `swift run -q kata check 8`. `-q` keeps SwiftPM's build
    /// lines from pushing the verdict down.
    static func command(_ words: String...) -> String {
        (["swift run -q kata"] + words).joined(separator: " ")
    }

    /// `swift run -q kata hint 8 --more`
    static func command(_ verb: String, _ exercise: Exercise, _ more: String...) -> String {
        ([command(verb, exercise.reference)] + more).joined(separator: " ")
    }

    /// The files the learner edits, as paths to type.
    func filesToEdit(_ exercise: Exercise) -> String {
        exercise.files.map { "Exercises/\(exercise.name)/\($0)" }.joined(separator: ", ")
    }
}

/// The positional every command that works on one exercise takes.
extension ArgumentSpec.Positional {
    static let exercise = ArgumentSpec.Positional("name|number")
}
