import Foundation

/// What one run of an exercise's tests did, test by test.
struct TestReport: Equatable, Sendable {
    /// One test function.
    struct Test: Equatable, Sendable {
        /// As Swift Testing names it: `defectIsFixed(_:)`.
        let name: String
        /// Each issue the test recorded, in order.
        var issues: [Issue]
        /// Whether the run said the test ended (and did not skip it). Read from the event stream;
        /// a test read from console text is taken as ended.
        var ended = true
        /// A parameterized test's cases, by the names the stream gives their arguments
        /// (`"profile.loads"`); empty for a test that has none, or when the stream does not say.
        var cases: [String] = []

        var passed: Bool { issues.isEmpty }

        /// How many of the things a learner fixes one at a time this test holds, and how many pass:
        /// each case of a parameterized test, or the test itself. An issue no case owns fails them all.
        var checks: (passing: Int, total: Int) {
            guard !cases.isEmpty else { return (passed ? 1 : 0, 1) }
            let failing = Set(issues.map(\.argument))
            if failing.contains(nil) { return (0, cases.count) }
            return (cases.filter { !failing.contains($0) }.count, cases.count)
        }
    }

    /// One failure a test recorded, in the words a learner reads.
    struct Issue: Equatable, Sendable {
        /// The argument of a parameterized test's case, when there is one: "Defect 8 — …".
        let argument: String?
        /// The issue's own text, then its comments (`↳ …`).
        let message: String
    }

    var tests: [Test]
    /// Whether every test of the run is known (from the event stream), or only the failing ones
    /// (read from console text, the fallback).
    let knowsEveryTest: Bool
    /// Whether the run said it ended: false when the test program stopped before the end of
    /// the run, whatever its exit status.
    var runEnded = true
    /// This report is `unfinished`'s: it knows no test's outcome, so no scoreboard can be read
    /// from it.
    var stoppedEarly = false

    /// For a program that exited with status 0: when the run did not get to report every test
    /// (the program exited, from the code a test runs, before the run's end), the one issue that
    /// says so; nil otherwise.
    var unfinished: TestReport? {
        let reported = tests.filter(\.ended).count
        guard knowsEveryTest, !runEnded || reported < tests.count else { return nil }
        let message = "the tests stopped before they finished: \(reported) of \(tests.count) reported"
            + (runEnded ? "" : " (the test program exited before its run ended: look for an exit() in the code the tests run)")
        return TestReport(
            tests: [Test(name: "the test program", issues: [Issue(argument: nil, message: message)])], knowsEveryTest: false,
            stoppedEarly: true)
    }

    var failing: [Test] { tests.filter { !$0.passed } }

    /// Every issue as one line a learner reads: `name [argument]: message`, cut short when
    /// it runs past a screenful. An argument the message already names ("Defect 9 — …",
    /// a scenario's id) is not said twice.
    var messages: [String] {
        tests.flatMap { test in
            test.issues.map { issue in
                let argument = issue.argument.flatMap { argument in
                    let said = argument.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                    return issue.message.contains(said) ? nil : argument
                }
                return Self.shortened("\(test.name)\(argument.map { " [\($0)]" } ?? ""): \(issue.message)")
            }
        }
    }

    static let longestMessage = 2_000

    static func shortened(_ message: String) -> String {
        guard message.count > longestMessage else { return message }
        return "\(message.prefix(longestMessage))… (\(message.count - longestMessage) more characters)"
    }

    /// "1 of 3 tests pass", or "2 of 5 test cases pass" when a test runs case by case, so a
    /// fixed case counts although its test still fails. Nil when not every test is known, or
    /// when there is only one thing to count (its message says it all).
    var passCount: String? {
        guard knowsEveryTest else { return nil }
        let counts = tests.map(\.checks)
        let passing = counts.map(\.passing).reduce(0, +), total = counts.map(\.total).reduce(0, +)
        guard total > 1 else { return nil }
        let noun = tests.contains { !$0.cases.isEmpty } ? "test case" : "test"
        return "\(passing) of \(total) \(noun)s pass"
    }
}

extension TestReport {
    /// Reads Swift Testing's JSON event stream (version 0: one JSON object a line), the format
    /// the toolchain documents for tools. Nil when the stream holds no test run.
    static func fromEventStream(_ text: String) -> TestReport? {
        var order: [String] = []
        var tests: [String: Test] = [:]
        var sawRun = false
        var runEnded = false
        for line in text.split(separator: "\n") {
            guard let record = try? JSONDecoder().decode(EventRecord.self, from: Data(line.utf8)) else { continue }
            let payload = record.payload
            if record.kind == "test", payload.kind == "function", let id = payload.id, let name = payload.name {
                order.append(id)
                tests[id] = Test(name: name, issues: [], ended: false, cases: payload.testCases?.compactMap(\.displayName) ?? [])
            } else if record.kind == "event" {
                if payload.kind == "runStarted" { sawRun = true }
                if payload.kind == "runEnded" { runEnded = true }
                // A skipped test never ran: it is not reported as passing.
                if payload.kind == "testEnded", let id = payload.testID, payload.testCase == nil { tests[id]?.ended = true }
                guard payload.kind == "issueRecorded", payload.issue?.isKnown != true, let id = payload.testID else { continue }
                let issue = Issue(argument: payload.testCase?.displayName, message: Self.message(from: payload.messages ?? []))
                tests[id, default: Test(name: String(id.split(separator: "/").dropFirst().first ?? Substring(id)), issues: [])]
                    .issues.append(issue)
                if !order.contains(id) { order.append(id) }
            }
        }
        guard sawRun else { return nil }
        return TestReport(tests: order.compactMap { tests[$0] }, knowsEveryTest: true, runEnded: runEnded)
    }

    /// "Issue recorded" says nothing a learner needs when the comment says it all.
    private static func message(from messages: [EventRecord.Message]) -> String {
        let headline = messages.first { $0.symbol != "details" }?.text
        let details = messages.filter { $0.symbol == "details" }.map(\.text)
        if details.isEmpty { return headline ?? "" }
        if headline == nil || headline == "Issue recorded" { return details.joined(separator: "\n    ↳ ") }
        return ([headline!] + details).joined(separator: "\n    ↳ ")
    }

    /// The parts of an event-stream record the runner reads.
    private struct EventRecord: Decodable {
        let kind: String
        let payload: Payload

        struct Payload: Decodable {
            let kind: String?
            let id: String?
            let name: String?
            let testID: String?
            let messages: [Message]?
            let issue: IssueInfo?
            let testCase: TestCase?
            let testCases: [TestCase]?

            enum CodingKeys: String, CodingKey {
                case kind, id, name, testID, messages, issue
                // Not yet in a released version of the stream: read when present, never needed.
                case testCase = "_testCase"
                case testCases = "_testCases"
            }
        }

        struct Message: Decodable {
            let symbol: String
            let text: String
        }

        struct IssueInfo: Decodable {
            let isKnown: Bool?
        }

        struct TestCase: Decodable {
            let displayName: String?
        }
    }
}

extension TestReport {
    /// Reads Swift Testing's console output, for a toolchain whose test program writes no event
    /// stream. Only failing tests show there: `✘ Test name() recorded an issue at File.swift:3:2:
    /// Caught error: …` and the detail lines (`↳ …`) under it; a parameterized test's argument is
    /// kept (`… with 1 argument defect → Defect 8 — … at …`).
    static func fromConsole(_ output: String) -> TestReport {
        var tests: [Test] = []
        var inIssue = false
        for line in output.split(separator: "\n").map(stripANSI) {
            if let range = line.range(of: " recorded an issue") {
                let name = line[..<range.lowerBound].replacingOccurrences(of: "✘ Test ", with: "")
                    .trimmingCharacters(in: .whitespaces)
                let rest = line[range.upperBound...]
                var argument: String?
                if let arrow = rest.range(of: " → "), let at = rest.range(of: " at ", range: arrow.upperBound..<rest.endIndex) {
                    argument = String(rest[arrow.upperBound..<at.lowerBound])
                }
                let location = rest.firstRange(of: #/\.swift:\d+:\d+: /#) ?? rest.firstRange(of: ": ")
                var message = location.map { String(rest[$0.upperBound...]) } ?? String(rest)
                if message == "Issue recorded" { message = "" }
                let issue = Issue(argument: argument, message: message)
                if let index = tests.firstIndex(where: { $0.name == name }) { tests[index].issues.append(issue) }
                else { tests.append(Test(name: name, issues: [issue])) }
                inIssue = true
            } else if inIssue, line.trimmingCharacters(in: .whitespaces).hasPrefix("↳"), let last = tests.indices.last {
                let detail = line.trimmingCharacters(in: .whitespaces)
                var issue = tests[last].issues.removeLast()
                issue = Issue(argument: issue.argument, message: issue.message.isEmpty
                    ? String(detail.dropFirst().drop { $0 == " " }) : issue.message + "\n    " + detail)
                tests[last].issues.append(issue)
            } else {
                inIssue = false
            }
        }
        return TestReport(tests: tests, knowsEveryTest: false)
    }

    static func stripANSI(_ line: Substring) -> String {
        String(line).replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
