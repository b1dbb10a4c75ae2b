/// `kata hint [name|number]`: a nudge for one exercise.
enum HintCommand: Command {
    static let name = "hint"
    static let summary = "a hint for one exercise (the next unfinished one by default)"
    static let arguments = ArgumentSpec(positionals: [.exercise])
    static let details = """
        Prints the hint for the exercise, and the defects it is about.
        """

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        guard let (session, exercise) = try Session.openForOneExercise(arguments.positional(0)) else { return 0 }
        print(session.style.bold("Hint for \(session.label(exercise))") + " — \(exercise.title)")
        print(exercise.hint)
        if !exercise.defects.isEmpty {
            print("Defects: " + exercise.defects.map(String.init).joined(separator: ", "))
        }
        return 0
    }
}
