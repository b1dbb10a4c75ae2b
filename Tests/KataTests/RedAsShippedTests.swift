import Testing

@testable import KataRunner

/// What "red as shipped" means, by grade.
@Suite struct RedAsShippedTests {
    let spinner = exercise("16-fix-the-endless-spinner", defects: [9])
    let tryBang = exercise("08-fix-the-try-bang", defects: [1])

    func red(_ messages: String...) -> TestReport {
        TestReport(tests: [.init(name: "t()", issues: messages.map { .init(argument: nil, message: $0) })], knowsEveryTest: true)
    }

    @Test func theNotImplementedRuleWantsANotImplementedFailure() {
        #expect(RedAsShipped.notImplemented.problem(with: red("Caught error: NotImplemented: x"), of: spinner) == nil)
        #expect(RedAsShipped.notImplemented.problem(with: red("Expectation failed"), of: spinner) == "red, but not through NotImplemented")
    }

    @Test func theDefectRuleWantsAFailureThatNamesTheExercisesDefect() {
        let rule = RedAsShipped.namesItsDefect
        #expect(rule.problem(with: red("Defect 9 — the spinner spins forever: it spins"), of: spinner) == nil)
        #expect(rule.problem(with: red("ok", "a timeout: Defect 9 — the spinner spins forever"), of: spinner) == nil)
        // A stub in place of the defect, a failure for another reason, another defect's number,
        // and a number that only starts like it: all refused.
        #expect(rule.problem(with: red("Caught error: NotImplemented: x", "Defect 9 — it spins"), of: spinner)
            == "red through NotImplemented, but this grade ships its defect")
        #expect(rule.problem(with: red("Expectation failed: 1 == 2"), of: spinner) == "red, but no failing test names Defect 9")
        #expect(rule.problem(with: red("Defect 8 — the screen is kept alive"), of: spinner) == "red, but no failing test names Defect 9")
        #expect(rule.problem(with: red("Defect 16 — the client is open to misuse"), of: tryBang) == "red, but no failing test names Defect 1")
        #expect(rule.problem(with: red("Defect 1 — search crashes the app"), of: tryBang) == nil)
    }

    @Test func theScenarioRuleWantsAFailureThatNamesOneOfTheExercisesScenarios() {
        let rule = RedAsShipped.namesItsScenario
        let retries = production("31-retry-only-what-is-safe", scenarios: ["retry-table.unkeyed-writes", "idempotency.lost-response"])
        let stored = "Scenario idempotency.lost-response — a message whose answer was lost is retried with the same key, and sent once: The server stored the message 2 times"
        #expect(rule.problem(with: red(stored), of: retries) == nil)
        #expect(rule.problem(with: red("ok", "scenario(_:) [x]: " + stored), of: retries) == nil)
        let wanted = "red, but no failing test names Scenario retry-table.unkeyed-writes or Scenario idempotency.lost-response"
        // A stub in place of the wrong answer, a failure for another reason, another scenario, an id
        // that only starts like one of its own, and the id without the scenario's dash: all refused.
        #expect(rule.problem(with: red("Caught error: NotImplemented: x", stored), of: retries)
            == "red through NotImplemented, but this grade ships the common wrong answer")
        #expect(rule.problem(with: red("Expectation failed: 1 == 2"), of: retries) == wanted)
        #expect(rule.problem(with: red("Scenario retry-table.keyed-writes — an idempotency key makes a POST safe"), of: retries) == wanted)
        #expect(rule.problem(with: red("Scenario idempotency.lost-response-twice — x"), of: retries) == wanted)
        #expect(rule.problem(with: red("idempotency.lost-response: the server stored it twice"), of: retries) == wanted)
        #expect(rule.problem(with: red(stored), of: production("31-a", scenarios: []))
            == "red, but no failing test names one of its scenarios")
    }

    @Test func verifyAsksEachExerciseForItsGradesRule() {
        let report = red("Defect 9 — the spinner spins forever: it spins")
        #expect(VerifyCommand.problem(with: .failed(report), of: spinner, redAs: .namesItsDefect) == nil)
        #expect(VerifyCommand.problem(with: .failed(report), of: spinner, redAs: .notImplemented)
            == "red, but not through NotImplemented: t(): Defect 9 — the spinner spins forever: it spins")
        #expect(VerifyCommand.problem(with: .passed, of: spinner, redAs: .namesItsDefect) == "green, but it should be red")
        #expect(VerifyCommand.problem(with: .doesNotCompile(["Defect 9"]), of: spinner, redAs: .namesItsDefect) == "does not compile: Defect 9")
        let plus = production("28-encode-the-plus", scenarios: ["query.plus-is-encoded"])
        let named = red("Scenario query.plus-is-encoded — a search for c++ is sent as q=c%2B%2B: sent ?q=c++")
        #expect(VerifyCommand.problem(with: .failed(named), of: plus, redAs: .namesItsScenario) == nil)
        #expect(VerifyCommand.problem(with: .failed(named), of: plus, redAs: .namesItsDefect)?.hasPrefix("red, but no failing test names its defect") == true)
        #expect(VerifyCommand.problem(with: .passed, of: plus, redAs: .namesItsScenario) == "green, but it should be red")
    }
}
