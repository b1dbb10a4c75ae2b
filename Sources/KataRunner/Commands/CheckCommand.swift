import Foundation

/// `kata check [name|number]`: compiles one exercise with its tests and shows red or green.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "check one exercise (the next unfinished one by default): red or green"
    static let arguments = ArgumentSpec(
        flags: [.init("--verbose", summary: "a capstone: every message, not the scoreboard")],
        positionals: [.exercise])
    static let details = """
        Compiles the exercise with its tests and runs them. Red shows each failing test with
        its own message; green offers the solution to compare with yours. Without an argument,
        checks the first exercise you have not finished. `kata check 8` is the exercise whose
        folder starts with 08; a name may be shortened to any unique part of it.

        A capstone shows a scoreboard instead: grade 3's, how many of the sixteen defects are
        fixed; grade 4's, how many of its production scenarios pass; one line each, and the next
        one to work on. --verbose shows every message.

        A review exercise (grade 5) compiles nothing: it scores your review.md against the
        client's signals, as `kata interview score` does, and prints what it found with the
        reasons, what it named without its reason, and what it claimed wrong. It is green when
        it finds the share exercises.json states and claims nothing wrong.

        Green means every test reported passing and the run reached its end: tests that
        stopped early (an exit() in the code they run) are red. Tests that differ from the ones
        the kata shipped are said to differ, and their green does not mark the exercise done.

        Exits 0 when the exercise is green against the shipped tests, 1 otherwise, and 2 with
        one line that says what to do when it cannot be checked (a missing file, a file that is
        not UTF-8, tests that print without end).
        """

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        guard case (var session, let exercise)? = try Session.openForOneExercise(arguments) else { return 0 }
        // Outside a git clone there is no copy as shipped to compare with, and nothing is compared.
        let shipped = try? await ShippedCopy.asCloned(in: session.layout)
        // Before the toolchain starts, so a missing or unreadable file is reported at once.
        try ExerciseFiles.check(exercise, in: session.layout, alsoShipped: (try? await shipped?.files(of: exercise)) ?? [])
        // A review needs no toolchain: it is scored, not compiled.
        let verdict = exercise.review != nil
            ? try ReviewCheck.check(exercise, in: session.layout) : try await ExerciseChecking.start(in: session.layout).check(exercise)
        return try await report(verdict, for: exercise, in: &session, shipped: shipped, verbose: arguments.has("--verbose")) ? 0 : 1
    }

    /// Prints the verdict and records it in the progress file; true when the exercise is done:
    /// green, against the tests the kata shipped (`shipped`; nil outside a git clone).
    @discardableResult
    static func report(
        _ verdict: Verdict, for exercise: Exercise, in session: inout Session, shipped: ShippedCopy?, verbose: Bool = false
    ) async throws -> Bool {
        let style = session.style
        let label = session.label(exercise)
        let changed = (try? await shipped?.changedTests(of: exercise)) ?? []
        let wasDone = session.progress.isDone(exercise)
        // Green with tests of the learner's own is no proof the exercise is done.
        let done = verdict.isPassed && changed.isEmpty
        try session.updateProgress { $0.record(exercise, passed: done) }
        defer {
            if !changed.isEmpty {
                print(style.red("  \(changed.joined(separator: ", ")) differ\(changed.count == 1 ? "s" : "") from the tests the kata shipped")
                    + ": this verdict is for your changed tests, and the exercise is not marked done. "
                    + "\(Session.command("reset", exercise, "--repair")) puts the shipped tests back and keeps your code.")
            }
            if wasDone, !done { print("  \(exercise.reference) was done; it is not now, until it is green again.") }
        }
        switch verdict {
        case .reviewed(let outcome):
            reportReview(outcome, for: exercise, label: label, in: session)
        case .passed where !changed.isEmpty:
            print(style.green("✔ \(label) is green for your changed tests, not the shipped ones.") + " \(exercise.title)")
        case .passed:
            print(style.green("✔ \(label) is green.") + " \(exercise.title)")
            if let board = scoreboard(for: exercise, report: TestReport(tests: [], knowsEveryTest: true), in: session.layout) {
                print(style.green("  " + board.kind.tally(board.lines.count, of: board.lines.count)))
            }
            print("  Compare with one answer:")
            for file in exercise.files {
                print("    diff -u Solutions/\(exercise.name)/\(file) Exercises/\(exercise.name)/\(file)")
            }
            if let next = session.catalog.current(session.progress) {
                print("  Next: \(Session.command("check", next))   (\(next.name))")
                if let start = session.catalog.gradeStarting(at: next) { print("  " + start) }
            } else {
                print(style.green("  That was the last one: every exercise is done."))
            }
        case .failed(let report):
            if !verbose, let board = scoreboard(for: exercise, report: report, in: session.layout) {
                board.print(label: label, style: style)
                print("  Every message: \(Session.command("check", exercise, "--verbose"))")
            } else {
                print(style.red("✘ \(label) is red.") + " \(exercise.title)")
                if let count = report.passCount { print("  " + count) }
                for message in report.messages { print("  " + message) }
            }
            print("  Edit \(session.filesToEdit(exercise)); stuck? \(Session.command("hint", exercise))")
        case .doesNotCompile(let errors):
            print(style.red("✘ \(label) does not compile."))
            for error in errors { print("  " + TestReport.shortened(error)) }
        case .timedOut(let seconds):
            print(style.red("✘ \(label): the tests were still running after \(seconds) s, so they were stopped."))
            print("  Look for a loop that never ends or a wait with no deadline.")
        }
        return done
    }

    /// A scored review: the verdict, what it found, said without reason or got wrong, and on
    /// green the model review to compare with and what is next.
    private static func reportReview(_ outcome: ReviewOutcome, for exercise: Exercise, label: String, in session: Session) {
        let style = session.style
        let signals = exercise.review?.signals ?? ""
        if outcome.isGreen {
            print(style.green("✔ \(label) is green.") + " \(exercise.title)")
        } else {
            print(style.red("✘ \(label) is red.") + " \(exercise.title)")
        }
        for line in outcome.lines(style: style, signalsPath: signals) { print("  " + line) }
        let page = signals.replacingOccurrences(of: ".signals.json", with: ".md")
        if outcome.isGreen {
            print("  Compare with the model review: \(page), \"A model review\" (folded), or Solutions/\(exercise.name)/\(exercise.files.first ?? "")")
            if let next = session.catalog.current(session.progress) {
                print("  Next: \(Session.command("check", next))   (\(next.name))")
                if let start = session.catalog.gradeStarting(at: next) { print("  " + start) }
            } else {
                print(style.green("  That was the last one: every exercise is done."))
            }
        } else {
            print("  Edit \(session.filesToEdit(exercise)); stuck? \(Session.command("hint", exercise))")
        }
    }

    /// The capstone's board, for an exercise that asks for one.
    static func scoreboard(for exercise: Exercise, report: TestReport, in layout: Layout) -> Scoreboard? {
        // A run that stopped early says nothing of any defect or scenario: no board, only why.
        guard !report.stoppedEarly else { return nil }
        return switch Scoreboard.Kind(of: exercise) {
        case .defects?: Scoreboard(defects: DefectTitles.load(from: layout), report: report)
        case .scenarios?: Scoreboard(scenariosOf: exercise, pages: ScenarioPages.load(from: layout), report: report)
        case nil: nil
        }
    }
}
