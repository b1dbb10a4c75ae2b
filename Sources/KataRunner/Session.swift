import Foundation

/// What most commands start from: where the kata is, its exercises, and what is done.
struct Session {
    let layout: Layout
    let catalog: Catalog
    let progress: ProgressFile
    let style = Style.standard

    static func open() throws -> Session {
        let layout = try Layout.find()
        return Session(layout: layout, catalog: try Catalog.load(from: layout), progress: ProgressFile(url: layout.progressFile))
    }

    /// For a command that takes at most one exercise: the session and the exercise named, or
    /// the first one not done. Nil when every exercise is done (which it says).
    static func openForOneExercise(_ query: String?) throws -> (Session, Exercise)? {
        let session = try Session.open()
        guard let exercise = try session.exercise(query) else {
            print(session.style.green("Every exercise is done."))
            return nil
        }
        return (session, exercise)
    }

    /// The named exercise, or the first one not done yet.
    func exercise(_ query: String?) throws -> Exercise? {
        if let query { return try catalog.find(query) }
        return catalog.current(done: progress.load())
    }

    /// `3 · 03-trace-a-200`
    func label(_ exercise: Exercise) -> String {
        "\(catalog.number(of: exercise)) · \(exercise.name)"
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
