/// `kata` and `kata list`: every exercise by grade, what is done, and what to do next.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "list the exercises by grade, with your progress (the default)"
    static let arguments = ArgumentSpec()
    static let details = """
        Lists every exercise by grade, marks the ones you have finished, and says which one
        to do next and how. Progress is kept in .kata-progress, a plain text file.
        """

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let session = try Session.open(in: arguments.workingDirectory)
        let style = session.style
        let progress = session.progress
        let exercises = session.catalog.exercises
        print(style.bold("The network-layer kata: graded exercises"))
        print(Style.bar(done: exercises.filter(progress.isDone).count, of: exercises.count))
        var grade = 0
        for exercise in exercises {
            if exercise.grade != grade {
                grade = exercise.grade
                print("\n" + style.bold("Grade \(grade) · \(session.catalog.title(ofGrade: grade))"))
            }
            let mark = progress.isDone(exercise) ? style.green("✔") : style.dim("·")
            print("\(exercise.reference.leftPadded(to: 3))  \(mark) \(exercise.name.rightPadded(to: 36)) \(exercise.title)")
        }
        print()
        if let next = session.catalog.current(progress) {
            print(style.bold("Next: \(session.label(next))") + " — \(next.title)")
            if let start = session.catalog.gradeStarting(at: next) { print("  " + start) }
            print("  edit    \(session.filesToEdit(next))")
            print("  check   \(Session.command("check", next))     or keep `\(Session.command("watch"))` running")
            print("  stuck?  \(Session.command("hint", next))")
        } else {
            print(style.green("Every exercise is done. Compare yours with Solutions/, then try the docs/."))
        }
        print("\n" + Tour.text)
        return 0
    }
}
