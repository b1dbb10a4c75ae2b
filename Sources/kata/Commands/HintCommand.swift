/// `kata hint [name|number]`: a nudge for one exercise.
enum HintCommand: Command {
    static let name = "hint"
    static let summary = "a hint for one exercise (the next unfinished one by default)"
    static let help = """
        usage: swift run kata hint [name|number]

        Prints the hint for the exercise, and the defects it is about.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(arguments)
        if parsed.wantsHelp { return Help.show(help) }
        try parsed.allowOnly([], positionals: 1)
        let session = try Session.open()
        guard let exercise = try session.exercise(parsed.positional.first) else {
            print("Every exercise is done: no hint needed.")
            return 0
        }
        print(session.style.bold("Hint for \(session.label(exercise))") + " — \(exercise.title)")
        print(exercise.hint)
        if !exercise.defects.isEmpty {
            print("Defects: " + exercise.defects.map(String.init).joined(separator: ", "))
        }
        return 0
    }
}
