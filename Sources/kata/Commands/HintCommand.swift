/// `kata hint [name|number]`: a nudge for one exercise.
enum HintCommand: Command {
    static let name = "hint"
    static let summary = "a hint for one exercise (the next unfinished one by default)"
    static let help = """
        usage: swift run kata hint [name|number]

        Prints the hint for the exercise, and the defects it is about.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        guard let (session, exercise) = try Session.openForOneExercise(arguments, help: help) else { return 0 }
        print(session.style.bold("Hint for \(session.label(exercise))") + " — \(exercise.title)")
        print(exercise.hint)
        if !exercise.defects.isEmpty {
            print("Defects: " + exercise.defects.map(String.init).joined(separator: ", "))
        }
        return 0
    }
}
