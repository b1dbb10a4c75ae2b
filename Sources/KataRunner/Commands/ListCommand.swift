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
        let session = try Session.open()
        let style = session.style
        let done = session.progress.load()
        let exercises = session.catalog.exercises
        let finished = exercises.filter { done.contains($0.name) }.count
        print(style.bold("The network-layer kata: graded exercises"))
        print(Style.bar(done: finished, of: exercises.count))
        var grade = 0
        for (index, exercise) in exercises.enumerated() {
            if exercise.grade != grade {
                grade = exercise.grade
                print("\n" + style.bold("Grade \(grade) · \(Grade.title(grade))"))
            }
            let mark = done.contains(exercise.name) ? style.green("✔") : style.dim("·")
            let number = String(index + 1).leftPadded(to: 3)
            print("\(number)  \(mark) \(exercise.name.rightPadded(to: 36)) \(exercise.title)")
        }
        print()
        if let next = session.catalog.current(done: done) {
            let number = session.catalog.number(of: next)
            print(style.bold("Next: \(session.label(next))") + " — \(next.title)")
            print("  edit    \(session.filesToEdit(next))")
            print("  check   swift run kata check \(number)     or keep `swift run kata watch` running")
            print("  stuck?  swift run kata hint \(number)")
        } else {
            print(style.green("Every exercise is done. Compare yours with Solutions/, then try the docs/."))
        }
        print("\n" + Tour.text)
        return 0
    }
}
