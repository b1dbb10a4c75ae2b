import DefectScenarios
import DefectTesting
import Testing

/// Records each failed check as the defect suite does, "Defect 9 — the spinner spins forever: …",
/// at the line that makes the check. A fix-one exercise is red through its own defect's failure,
/// worded the way `KATA_RED=1 swift test` words it for Broken.
///
///     expectFixed(defect: 9, [.own(completed, "after a timeout the screen never heard back")])
public func expectFixed(defect number: Int, _ checks: [Check], sourceLocation: SourceLocation = #_sourceLocation) {
    guard let defect = Defects.number(number) else {
        Issue.record("there is no defect \(number): the defects are numbered 1 to 16", sourceLocation: sourceLocation)
        return
    }
    DefectExpectations.record(DefectReport(defect: defect, subject: "your code", checks: checks), expecting: .correct)
}

extension Outcome {
    /// How a call that returns or throws ended: what it returned, or what a caller can tell
    /// about what it threw.
    public init(of call: () throws -> Value) {
        do { self = .returned(try call()) } catch { self = .failed(Failure(error)) }
    }
}

extension ChildRun {
    /// What the child reported under `key`, or, when it never got that far, how it ended.
    public func reported(_ key: String) -> String {
        report(key) ?? "never said (the child \(ending))"
    }
}

extension ChildRun {
    /// The runtime's last words when the child trapped ("Fatal error: 'try!' expression
    /// unexpectedly raised an error: …"), in parentheses for a message, or "" when it said none.
    public var lastWords: String {
        let markers = ["Fatal error", "fatal error", "MISUSE", "Incorrect actor executor"]
        let line = output.split(separator: "\n").first { line in markers.contains { line.contains($0) } }
        // Decoding errors go on with a debug description that says it all again.
        let words = line.map { $0.components(separatedBy: " Debug description").first ?? String($0) }
        return words.map { " (\($0.trimmingCharacters(in: .whitespaces).prefix(200)))" } ?? ""
    }
}
