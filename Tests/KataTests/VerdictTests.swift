import Testing

@testable import KataRunner

@Suite struct VerdictTests {
    /// Lines as Swift Testing writes them with `--event-stream-output-path`, trimmed to the fields
    /// the runner reads (version 0 of the stream).
    static let eventStream = """
        {"kind":"test","payload":{"id":"Exercise.KeyTests","kind":"suite","name":"KeyTests"},"version":0}
        {"kind":"test","payload":{"id":"Exercise.KeyTests/keyName()/KeyTests.swift:3:6","kind":"function","name":"keyName()"},"version":0}
        {"kind":"test","payload":{"id":"Exercise.KeyTests/other()/KeyTests.swift:9:6","kind":"function","name":"other()"},"version":0}
        {"kind":"test","payload":{"id":"Exercise.KeyTests/fine()/KeyTests.swift:12:6","kind":"function","name":"fine()"},"version":0}
        {"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}
        {"kind":"event","payload":{"kind":"issueRecorded","testID":"Exercise.KeyTests/keyName()/KeyTests.swift:3:6","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"Caught error: NotImplemented: say the key"}]},"version":0}
        {"kind":"event","payload":{"kind":"issueRecorded","testID":"Exercise.KeyTests/other()/KeyTests.swift:9:6","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"Expectation failed: (a → 1) == 2"},{"symbol":"details","text":"a: the answer"}]},"version":0}
        {"kind":"event","payload":{"kind":"issueRecorded","testID":"Exercise.KeyTests/fine()/KeyTests.swift:12:6","issue":{"isKnown":true},"messages":[{"symbol":"fail","text":"a known issue"}]},"version":0}
        {"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}
        """

    @Test func theEventStreamGivesEveryTestAndItsIssues() throws {
        let report = try #require(TestReport.fromEventStream(Self.eventStream))
        #expect(report.tests.map(\.name) == ["keyName()", "other()", "fine()"])
        #expect(report.messages == [
            "keyName(): Caught error: NotImplemented: say the key",
            "other(): Expectation failed: (a → 1) == 2\n    ↳ a: the answer",
        ])
        #expect(report.passCount == "1 of 3 tests pass")
    }

    /// Exercise 40's shape: two parameterized tests, five cases, one case fixed. Counting test
    /// functions said "0 of 2 tests pass" here.
    @Test func aFixedCaseCountsAlthoughItsTestStillFails() throws {
        let profile = "E.ScreenStateTests/profile(_:)/S.swift:17:6", search = "E.ScreenStateTests/search(_:)/S.swift:22:6"
        func cases(_ names: String...) -> String { names.map { #"{"displayName":"\"\#($0)\""}"# }.joined(separator: ",") }
        func issue(_ test: String, _ argument: String) -> String {
            #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"\#(test)","issue":{"isKnown":false},"_testCase":{"displayName":"\"\#(argument)\""},"messages":[{"symbol":"fail","text":"Scenario \#(argument) — no"}]},"version":0}"#
        }
        let stream = [
            #"{"kind":"test","payload":{"id":"\#(profile)","kind":"function","name":"profile(_:)","_testCases":[\#(cases("profile.loads", "profile.reasons", "profile.cancelled"))]},"version":0}"#,
            #"{"kind":"test","payload":{"id":"\#(search)","kind":"function","name":"search(_:)","_testCases":[\#(cases("search.debounce", "search.stale-result"))]},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}"#,
            issue(profile, "profile.reasons"), issue(profile, "profile.cancelled"),
            issue(search, "search.debounce"), issue(search, "search.stale-result"),
            #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#,
        ].joined(separator: "\n")
        let report = try #require(TestReport.fromEventStream(stream))
        #expect(report.tests.map(\.cases.count) == [3, 2])
        #expect(report.passCount == "1 of 5 test cases pass")
    }

    @Test func oneTestAloneGetsNoCount() {
        let report = TestReport(tests: [.init(name: "t()", issues: [.init(argument: nil, message: "no")])], knowsEveryTest: true)
        #expect(report.passCount == nil, "its message says it all")
    }

    @Test func aRecordedIssueShowsItsCommentAloneAndNamesItsArgumentOnce() throws {
        let stream = """
            {"kind":"test","payload":{"id":"E.CapstoneTests/defectIsFixed(_:)/C.swift:11:6","kind":"function","name":"defectIsFixed(_:)"},"version":0}
            {"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}
            {"kind":"event","payload":{"kind":"issueRecorded","testID":"E.CapstoneTests/defectIsFixed(_:)/C.swift:11:6","issue":{"isKnown":false},"_testCase":{"displayName":"Defect 9 — the spinner spins forever"},"messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"Defect 9 — the spinner spins forever: it spins"}]},"version":0}
            """
        let report = try #require(TestReport.fromEventStream(stream))
        #expect(report.messages == ["defectIsFixed(_:): Defect 9 — the spinner spins forever: it spins"])
    }

    @Test func anArgumentTheMessageDoesNotNameIsKept() {
        let report = TestReport(tests: [
            .init(name: "reaches(code:)", issues: [.init(argument: ".timedOut", message: "Defect 9 — after a failure (timedOut) …")]),
            .init(name: "scenario(_:)", issues: [.init(argument: "\"token.ten-at-once\"", message: "Scenario token.ten-at-once — …")]),
        ], knowsEveryTest: true)
        #expect(report.messages == ["reaches(code:) [.timedOut]: Defect 9 — after a failure (timedOut) …", "scenario(_:): Scenario token.ten-at-once — …"])
    }

    @Test func withoutAnEventStreamTheConsoleIsRead() {
        let output = """
            ◇ Test run started.
            ✘ Test keyName() recorded an issue at KeyTests.swift:3:2: Caught error: NotImplemented: say the key
            ✘ Test other() recorded an issue at KeyTests.swift:9:5: Expectation failed: (a → 1) == 2
            ↳ a: the answer
            ✘ Test defectIsFixed(_:) recorded an issue with 1 argument defect → Defect 9 — the spinner spins forever at D09Spinner.swift:14:13: Issue recorded
            ↳ Defect 9 — the spinner spins forever: it spins
            ✘ Test run with 3 tests failed after 0.001 seconds with 3 issues.
            """
        let verdict = Verdict.fromTestRun(status: 1, eventStream: "", output: output)
        guard case .failed(let report) = verdict else {
            Issue.record("not red: \(verdict)")
            return
        }
        #expect(report.messages == [
            "keyName(): Caught error: NotImplemented: say the key",
            "other(): Expectation failed: (a → 1) == 2\n    ↳ a: the answer",
            "defectIsFixed(_:): Defect 9 — the spinner spins forever: it spins",
        ])
        #expect(report.passCount == nil, "the console names only the failing tests, so it cannot say how many pass")
    }

    @Test func aFailedRunThatSaysNothingReadableShowsHowItEnded() {
        let verdict = Verdict.fromTestRun(status: 132, eventStream: "", output: "Fatal error: boom\nIllegal instruction")
        guard case .failed(let report) = verdict else {
            Issue.record("not red: \(verdict)")
            return
        }
        #expect(report.messages.first?.contains("Fatal error: boom") == true)
    }

    @Test func exitStatusZeroIsAPass() {
        #expect(Verdict.fromTestRun(status: 0, eventStream: "", output: "anything") == .passed)
    }

    /// Two tests, as a run that reaches its end writes them.
    static func run(ending: Bool, testsEnded: [String]) -> String {
        let ids = ["E.T/one()/T.swift:3:6", "E.T/two()/T.swift:5:6"]
        return (ids.enumerated().map { index, id in
            #"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"\#(["one()", "two()"][index])"},"version":0}"#
        } + [#"{"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}"#]
          + ids.filter { id in testsEnded.contains { id.contains($0) } }.map { id in
            #"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(id)","messages":[]},"version":0}"#
        } + (ending ? [#"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#] : [])).joined(separator: "\n")
    }

    /// `exit(0)` in the learner's code ends the program with 0 before any test reported: red,
    /// saying so. Every test ended and the run's end: green.
    @Test func statusZeroIsGreenOnlyWhenEveryTestReportedAndTheRunEnded() throws {
        #expect(Verdict.fromTestRun(status: 0, eventStream: Self.run(ending: true, testsEnded: ["one", "two"]), output: "") == .passed)
        for (stream, reported) in [
            (Self.run(ending: false, testsEnded: []), "0 of 2 reported"),
            (Self.run(ending: false, testsEnded: ["one"]), "1 of 2 reported"),
            (Self.run(ending: true, testsEnded: ["one"]), "1 of 2 reported"),
        ] {
            guard case .failed(let report) = Verdict.fromTestRun(status: 0, eventStream: stream, output: "") else {
                Issue.record("a run that stopped early (\(reported)) was green")
                continue
            }
            #expect(report.messages.first?.contains("the tests stopped before they finished: \(reported)") == true, "\(report.messages)")
            #expect(report.stoppedEarly)
        }
    }

    /// A crash is read with what the program printed, as before: not as an early stop.
    @Test func aCrashStillShowsWhatItPrinted() {
        let verdict = Verdict.fromTestRun(status: 132, eventStream: Self.run(ending: false, testsEnded: []), output: "Fatal error: boom")
        guard case .failed(let report) = verdict else { Issue.record("not red: \(verdict)"); return }
        #expect(!report.stoppedEarly)
        #expect(report.messages.first?.contains("Fatal error: boom") == true)
    }

    @Test func compilerErrorsAreShownRelativeToTheRoot() {
        let output = "/kata/Exercises/01-a/Code.swift:3:1: error: cannot find 'x' in scope\nnote: something"
        #expect(Verdict.fromCompiler(output, relativeTo: "/kata")
            == .doesNotCompile(["Exercises/01-a/Code.swift:3:1: error: cannot find 'x' in scope"]))
    }

    @Test func aFailedLinkShowsTheLinkersOwnWords() {
        // As swiftc printed it here (Linux, lld) for a function declared and defined nowhere.
        let output = """
            error: link command failed with exit code 1 (use -v to see invocation)
            ld.lld: error: undefined symbol: kata_defined_nowhere
            >>> referenced by Exercise.new.o
            >>>               /home/ada/kata/.build/kata/check/01-a/Exercise.new.o:($s8Exercise6answerSdyF)
            clang: error: linker command failed with exit code 1 (use -v to see invocation)
            """
        guard case .doesNotCompile(let lines) = Verdict.fromCompiler(output, relativeTo: "/home/ada/kata") else {
            Issue.record("a failed link is not a build failure")
            return
        }
        #expect(lines.contains("ld.lld: error: undefined symbol: kata_defined_nowhere"), "\(lines)")
        #expect(lines.contains(">>>               .build/kata/check/01-a/Exercise.new.o:($s8Exercise6answerSdyF)"))
    }

    @Test func theScoreboardCountsDefectsByTheirMessages() {
        let report = TestReport(tests: [.init(name: "defectIsFixed(_:)", issues: [
            .init(argument: nil, message: "Defect 9 — the spinner spins forever: it spins"),
            .init(argument: nil, message: "Defect 9 — the spinner spins forever: no error shown"),
            .init(argument: nil, message: "Defect 12 — no timeout and no retry: no wait"),
            .init(argument: nil, message: "the child process could not start"),
        ])], knowsEveryTest: true)
        let defects = (1...16).map { DefectTitles.Entry(number: $0, title: "title \($0)", page: "docs/defects/\($0).md") }
        let board = Scoreboard(defects: defects, report: report)
        #expect(board.passingCount == 14)
        #expect(board.issuesByKey["9"]?.count == 2)
        #expect(board.otherIssues == ["defectIsFixed(_:): the child process could not start"])
    }

    @Test func theScenarioScoreboardCountsTheListedScenariosByTheirMessages() {
        let report = TestReport(tests: [.init(name: "scenario(_:)", issues: [
            .init(argument: nil, message: "Scenario deadline.in-flight — a request still out at the deadline is cancelled: it was not"),
            .init(argument: nil, message: "Scenario deadline.in-flight — a request still out at the deadline is cancelled: still waiting"),
            // Another scenario's message, and one with a name that only starts like a listed one.
            .init(argument: nil, message: "Scenario storm.thousand-phones — a thousand phones: one wave"),
            .init(argument: nil, message: "Scenario deadline.in-flight-x — x: y"),
            .init(argument: nil, message: "the test program crashed"),
        ])], knowsEveryTest: true)
        let capstone = production("41-a", scenarios: ["query.plus-is-encoded", "deadline.in-flight", "backoff.ceilings"], scoreboard: "scenarios")
        let board = Scoreboard(scenariosOf: capstone, pages: [:], report: report)
        #expect(board.passingCount == 2 && board.lines.count == 3)
        #expect(board.kind.tally(board.passingCount, of: board.lines.count) == "2 of 3 scenarios pass.")
        #expect(board.issuesByKey["deadline.in-flight"]?.count == 2)
        #expect(board.otherIssues == [
            "scenario(_:): Scenario storm.thousand-phones — a thousand phones: one wave",
            "scenario(_:): Scenario deadline.in-flight-x — x: y",
            "scenario(_:): the test program crashed",
        ])
        #expect(Scoreboard.Kind(of: capstone) == .scenarios && Scoreboard.Kind(of: exercise("27-a")) == nil)
    }

    @Test func theProductionPageSaysWhereEachScenarioIsPinned() {
        let page = """
            # Production
            ### Backoff with full jitter
            Pinned by `backoff.ceilings`, `backoff.full-jitter`.
            ### `Retry-After`
            Pinned by `retry-after.reads-seconds` and `backoff.ceilings` again.
            """
        #expect(ScenarioPages.parse(page) == [
            "backoff.ceilings": "docs/production.md, “Backoff with full jitter”",
            "backoff.full-jitter": "docs/production.md, “Backoff with full jitter”",
            "retry-after.reads-seconds": "docs/production.md, “Retry-After”",
        ])
    }

    @Test func theProgressBarFillsInProportion() {
        #expect(Style.bar(done: 1, of: 4, width: 8) == "[##------] 1/4")
        #expect(Style.bar(done: 0, of: 0, width: 4) == "[----] 0/0")
    }
}
