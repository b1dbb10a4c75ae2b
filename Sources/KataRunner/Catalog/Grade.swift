/// One grade of exercises: what it is called, and what "red as shipped" means for it. The
/// metadata declares the grades, so a new grade, or a grade whose exercises start to ship their
/// defect, is a change to the data, not to the runner.
struct Grade: Decodable, Equatable, Sendable {
    let grade: Int
    let title: String
    let redAsShipped: RedAsShipped
}

/// How an exercise of a grade must fail as shipped, so that `kata verify` can tell an exercise
/// that teaches from one that is red by accident.
enum RedAsShipped: String, Decodable, Sendable {
    /// The learner writes the code: a test fails with the `NotImplemented` error the exercise
    /// throws where the work goes.
    case notImplemented
    /// The exercise ships the defect itself: a failing test names it ("Defect 9 — …"), and
    /// nothing fails through `NotImplemented`, which would mean a stub stands where the defect
    /// should.
    case namesItsDefect
    /// The exercise ships the common wrong answer a production policy refuses: a failing test
    /// names one of the exercise's scenarios ("Scenario retry-table.unkeyed-writes — …"), and
    /// nothing fails through `NotImplemented`.
    case namesItsScenario
    /// The learner writes a review of code the kata did not write (grade 5): as shipped the
    /// review holds nothing but its header comment, and the scorer finds nothing in it.
    case emptyReview

    /// What changes for a learner arriving at a grade of this kind, in one sentence.
    var whatChanges: String {
        switch self {
        case .notImplemented: "you write the code yourself, where the exercise throws NotImplemented."
        case .namesItsDefect: "each exercise ships one of the sixteen defects, and its failing test names it."
        case .namesItsScenario:
            "time is injected now (a manual clock, a scripted random source, a fixed now), and each exercise ships the wrong answer a production policy refuses: its failing scenario says what the user or the server saw."
        case .emptyReview:
            "you review code the kata did not write, in a Markdown file; kata check scores it as kata interview score does, against that client's own defects."
        }
    }

    /// Whether `report`, the failures of `exercise` as shipped, are red this way; nil when they
    /// are, or what is wrong.
    func problem(with report: TestReport, of exercise: Exercise) -> String? {
        let messages = report.tests.flatMap(\.issues).map(\.message)
        let throughNotImplemented = messages.contains { $0.contains("NotImplemented") }
        switch self {
        case .notImplemented:
            return throughNotImplemented ? nil : "red, but not through NotImplemented"
        case .namesItsDefect:
            if throughNotImplemented { return "red through NotImplemented, but this grade ships its defect" }
            let named = exercise.defects.contains { defect in messages.contains { Self.names(defect, $0) } }
            let wanted = exercise.defects.map { "Defect \($0)" }.joined(separator: " or ")
            return named ? nil : "red, but no failing test names \(wanted.isEmpty ? "its defect" : wanted)"
        case .namesItsScenario:
            if throughNotImplemented { return "red through NotImplemented, but this grade ships the common wrong answer" }
            let named = exercise.scenarios.contains { id in messages.contains { Self.names(scenario: id, $0) } }
            let wanted = exercise.scenarios.map { "Scenario \($0)" }.joined(separator: " or ")
            return named ? nil : "red, but no failing test names \(wanted.isEmpty ? "one of its scenarios" : wanted)"
        case .emptyReview:
            return "a review exercise is scored, not tested"
        }
    }

    /// "Scenario query.one-value — " in a message, as `ScenarioExpectations` writes it; never
    /// "Scenario query.one-value-x — ".
    static func names(scenario id: String, _ message: String) -> Bool {
        message.contains("Scenario \(id) — ")
    }

    /// "Defect 1" in "Defect 1 — …", never in "Defect 16 — …".
    private static func names(_ defect: Int, _ message: String) -> Bool {
        message.matches(of: /\bDefect (\d+)/).contains { Int($0.1) == defect }
    }
}
