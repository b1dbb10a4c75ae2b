/// One graded exercise, as `Exercises/exercises.json` describes it.
struct Exercise: Codable, Equatable, Sendable {
    /// The folder name under `Exercises/` and `Solutions/`, for example `01-trace-a-timeout`.
    let name: String
    /// 1 Trace, 2 Fix one defect, 3 Rewrite.
    let grade: Int
    let title: String
    /// The defects (1…16) the exercise teaches.
    let defects: [Int]
    let hint: String
    /// The files the learner edits; `Solutions/<name>/` holds an answer for each.
    let files: [String]
    /// The test files, which stay as shipped.
    let tests: [String]
    /// "defects" for an exercise whose tests are the defect suite's (the capstone): `kata check`
    /// shows a scoreboard, one line a defect, instead of every message.
    var scoreboard: String?
}

/// What the grades are called, in the order they are done.
enum Grade {
    static let titles = [1: "Trace", 2: "Fix one defect", 3: "Rewrite"]

    static func title(_ grade: Int) -> String {
        titles[grade] ?? "Grade \(grade)"
    }
}
