import Foundation

/// How one check of an exercise came out, with the words a learner needs.
enum Verdict: Equatable, Sendable {
    /// Every test passed.
    case passed
    /// At least one test failed.
    case failed(TestReport)
    /// The exercise does not compile; the compiler's errors.
    case doesNotCompile([String])
    /// The tests ran past the deadline (an endless loop, a wait with no end).
    case timedOut(seconds: Int)
    /// A review exercise's review, scored: green or red by its share of the client's defects.
    case reviewed(ReviewOutcome)

    var isPassed: Bool {
        if case .reviewed(let outcome) = self { return outcome.isGreen }
        return self == .passed
    }

    /// Reads a run of an exercise's tests: its event stream when it wrote one, its console
    /// output otherwise.
    static func fromTestRun(status: Int32, eventStream: String, output: String) -> Verdict {
        let events = TestReport.fromEventStream(eventStream)
        if status == 0 {
            // Green only when every test reported and the run reached its end: a program can
            // exit with 0 from inside a test (`exit(0)` in the learner's code), before any test
            // has passed. (A program that crashed is read below, with what it printed.)
            if let unfinished = events?.unfinished { return .failed(unfinished) }
            return .passed
        }
        let report = events ?? TestReport.fromConsole(output)
        if report.failing.isEmpty {
            // It failed, but said nothing we can read (a crash, say): show how it ended.
            return .failed(TestReport(tests: [TestReport.Test(name: "the test program", issues: [
                TestReport.Issue(argument: nil, message: tail(of: output).joined(separator: "\n    ")),
            ])], knowsEveryTest: false))
        }
        return .failed(report)
    }

    static func fromCompiler(_ output: String, relativeTo root: String) -> Verdict {
        let lines = output.split(separator: "\n").map { $0.replacingOccurrences(of: root + "/", with: "") }
        let errors = lines.filter { $0.contains(/^\S+:\d+:\d+: error:|^error:/) }
        // Only the compiler names a file and line. A linker's "undefined symbol" comes in its own
        // words, before the driver's "link command failed", so the end of the output is shown.
        guard errors.contains(where: { $0.contains(/^\S+:\d+:\d+: error:/) }) else { return .doesNotCompile(tail(of: lines.joined(separator: "\n"))) }
        return .doesNotCompile(Array(errors.prefix(12)))
    }

    private static func tail(of output: String) -> [String] {
        Array(output.split(separator: "\n").map(TestReport.stripANSI).suffix(12))
    }
}
