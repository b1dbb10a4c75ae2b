import Foundation

/// One `kata` subcommand. `main.swift` lists them in a table; a new command is one more entry.
protocol Command {
    /// What the learner types: `kata <name>`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The whole `--help` text.
    static var help: String { get }
    /// Runs the command and returns the exit status.
    static func run(_ arguments: [String]) async throws -> Int32
}

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
    /// the first one not done. Nil when there is nothing to do: `--help` was shown, or every
    /// exercise is done (which it says).
    static func openForOneExercise(
        _ arguments: [String], help: String, flags: Set<String> = []
    ) throws -> (Session, Exercise)? {
        let parsed = try Arguments(arguments)
        if parsed.wantsHelp {
            print(help)
            return nil
        }
        try parsed.allowOnly(flags, positionals: 1)
        let session = try Session.open()
        guard let exercise = try session.exercise(parsed.positional.first) else {
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

/// The words after the command: flags and at most one exercise.
struct Arguments {
    var flags: Set<String> = []
    var values: [String: String] = [:]
    var positional: [String] = []

    /// Splits `arguments`; `valued` names the flags that take a value (`--max-checks 3`).
    init(_ arguments: [String], valued: Set<String> = []) throws {
        var rest = arguments[...]
        while let word = rest.popFirst() {
            if valued.contains(word) {
                guard let value = rest.popFirst() else { throw UsageError("\(word) needs a value") }
                values[word] = value
            } else if word.hasPrefix("-") {
                flags.insert(word)
            } else {
                positional.append(word)
            }
        }
    }

    var wantsHelp: Bool { flags.contains("--help") || flags.contains("-h") }

    /// Fails on anything not in `known`, so a typo is not silently ignored.
    func allowOnly(_ known: Set<String>, positionals: Int) throws {
        if let unknown = flags.subtracting(known.union(["--help", "-h"])).first {
            throw UsageError("unknown option \(unknown)")
        }
        if positional.count > positionals { throw UsageError("too many arguments: \(positional.joined(separator: " "))") }
    }
}

/// A mistake in how a command was called.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
