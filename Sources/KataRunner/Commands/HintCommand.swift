/// `kata hint [name|number]`: the hint for one exercise, one step at a time.
enum HintCommand: Command {
    static let name = "hint"
    static let summary = "the next hint step for one exercise (the next unfinished one by default)"
    static let arguments = ArgumentSpec(
        flags: [.init("--more", summary: "the next step (the same as asking again)")],
        positionals: [.exercise])
    static let details = """
        Hints come in steps: a nudge first (where to look, what to observe), then the concept,
        and code only in the last. Each time you ask, you get the next step you have not seen,
        and the output says which step of how many it is. Once you have seen them all, asking
        again shows every step, and the defects the exercise is about. A production exercise
        also says, with every step, the source it comes from and the reports it fixes.
        The steps you have seen are kept in .kata-progress.
        """

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        guard case (var session, let exercise)? = try Session.openForOneExercise(arguments) else { return 0 }
        let seen = session.progress.hintsSeen(of: exercise)
        try session.updateProgress { $0.recordHintsSeen(min(exercise.hints.count, seen + 1), of: exercise) }
        let reports = ReportTitles.load(from: session.layout)
        print(text(for: exercise, seen: seen, label: session.label(exercise), style: session.style, reports: reports))
        return 0
    }

    /// What `kata hint` prints for `exercise` when the learner has seen `seen` of its steps: the
    /// next step, or every step once all have been seen. Where the exercise comes from, and the
    /// reports it fixes (titled from `reports`), come with every step: the exercise's header
    /// comment already names its source, and a report is the symptom, not the answer.
    static func text(for exercise: Exercise, seen: Int, label: String, style: Style, reports: [Int: String] = [:]) -> String {
        let count = exercise.hints.count
        let shown = seen >= count ? Array(0..<count) : [seen]
        var lines = [style.bold("Hints for \(label)") + " — \(exercise.title)"]
        lines += origin(of: exercise, reports: reports)
        for step in shown {
            lines.append(style.bold("Hint \(step + 1) of \(count)") + (count > 1 ? " (\(kind(of: step, count: count, in: exercise)))" : "") + ":")
            lines.append(exercise.hints[step])
        }
        if let last = shown.last, last + 1 < count {
            lines.append(style.dim("Next: \(Session.command("hint", exercise)) gives hint \(last + 2) of \(count)"
                + " (\(kind(of: last + 1, count: count, in: exercise)))." + (exercise.review == nil ? " Only hint \(count) shows code." : "")))
        } else if !exercise.defects.isEmpty {
            lines.append("Defects: " + exercise.defects.map(String.init).joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    /// "Source: …" and "Fixes: …", for an exercise whose metadata gives them.
    static func origin(of exercise: Exercise, reports titles: [Int: String]) -> [String] {
        var lines: [String] = []
        if let source = exercise.source {
            lines.append("Source: " + source + (SourceReference(source) == nil ? "" : " (\(SourceDocument.page))"))
        }
        if let review = exercise.review {
            // The share, not its reasoning: that names the defects that matter most.
            lines.append("Green: at least \(review.needed) of the client's \(review.of) defects found with their reasons, and nothing claimed wrong")
        }
        if let reports = exercise.reports, !reports.isEmpty {
            let named = reports.map { number in "report \(number)" + (titles[number].map { ", \"\($0)\"" } ?? "") }
            lines.append("Fixes: " + named.joined(separator: "; ") + " (\(ReportTitles.path))")
        }
        return lines
    }

    /// What a step is for: a nudge, the concept, or the code (for a review, what to write).
    static func kind(of step: Int, count: Int, in exercise: Exercise? = nil) -> String {
        if exercise?.review != nil, step == count - 1 { return "what to write" }
        return switch step {
        case count - 1: "the code"
        case 0: "a nudge"
        default: "the concept"
        }
    }
}
