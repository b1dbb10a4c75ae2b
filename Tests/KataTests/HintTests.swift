import Testing

@testable import KataRunner

/// What counts as code in a hint step that must show none.
@Suite struct HintCodeTests {
    /// Plausible first steps that give the answer away, and the code each is caught by.
    @Test(arguments: [
        ("Pass the error on: `completion(.failure(error))`.", "`completion(.failure(error))`"),
        ("guard let data else { throw DecodingError }", "guard let"),
        ("Set request.timeoutInterval = 15 before sending.", "="),
        ("Capture `[weak self]` in the callback.", "`[weak self]`"),
        ("Hop with `DispatchQueue.main.async { … }`.", "`DispatchQueue.main.async { … }`"),
        ("Decode with try decoder.decode(User.self, from: data) instead.", "decode(User.self, from: data)"),
        ("Look here:\n```swift\nlet decoder = JSONDecoder()\n```", "```"),
        ("Hints can have lines.\nlet decoder = JSONDecoder()", "let decoder"),
        ("Check `(200..<300).contains(status)`.", "`(200..<300).contains(status)`"),
        ("Only a 2xx passes: 200..<300.", "..<"),
        ("Return `nil` ?? a default.", "??"),
    ])
    func codeIsFound(step: String, code: String) {
        #expect(HintCode.code(in: step) == code)
    }

    /// Nudges that point at names, numbers and places without showing what to type.
    @Test(arguments: [
        "What does `try!` do when the body is not JSON? Read `searchUsers(matching:completion:)`.",
        "Run the test and read which line reaches `completion`: is it called on every path?",
        "A 500 is an answer (the server answered), so `error` is nil; what looks at the status?",
        "Which queue runs the handler: `URLSession.shared`'s delegate queue, or the main one?",
        "Compare the key `avatar_url` with what `.convertFromSnakeCase` makes of it.",
        "Look at `@MainActor`, `self?`, `URLError.timedOut` and status `500`.",
        "Exercise 5 says why... and exercise 6 says where.",
        "An unclosed ` backtick is prose.",
    ])
    func proseWithNamesIsNotCode(step: String) {
        #expect(HintCode.code(in: step) == nil)
    }
}

@Suite struct HintCommandTests {
    let spinner = exercise("16-fix-the-endless-spinner", defects: [9], hints: ["Nudge.", "Concept.", "Code."])

    func text(seen: Int, of exercise: Exercise? = nil) -> String {
        HintCommand.text(for: exercise ?? spinner, seen: seen, label: "16 · 16-fix-the-endless-spinner", style: Style(enabled: false))
    }

    @Test func eachAskGivesTheNextStepAndSaysWhichOfHowMany() {
        #expect(text(seen: 0) == """
            Hints for 16 · 16-fix-the-endless-spinner — A title
            Hint 1 of 3 (a nudge):
            Nudge.
            Next: swift run -q kata hint 16 gives hint 2 of 3 (the concept). Only hint 3 shows code.
            """)
        #expect(text(seen: 1).contains("Hint 2 of 3 (the concept):\nConcept.\nNext: swift run -q kata hint 16 gives hint 3 of 3 (the code)."))
        #expect(!text(seen: 1).contains("Nudge."))
    }

    @Test func theDefectsShowOnlyWithTheLastStep() {
        // Exercise 07 asks which defects are behind each report: an early step must not answer it.
        #expect(!text(seen: 0).contains("Defects:") && !text(seen: 1).contains("Defects:"))
        #expect(text(seen: 2).hasSuffix("Hint 3 of 3 (the code):\nCode.\nDefects: 9"))
    }

    @Test func aProductionExerciseSaysItsSourceAndReportsWithEveryStep() {
        let retries = production("31-retry-only-what-is-safe", reports: [7, 8])
        let titles = [7: "every outage ends with a second one", 8: "my message was sent twice"]
        let origin = """
            Source: the reliability chapter — 8. Retry Policies (docs/sources.md)
            Fixes: report 7, "every outage ends with a second one"; report 8, "my message was sent twice" (docs/reports.md)
            """
        for seen in 0...3 {
            let shown = HintCommand.text(for: retries, seen: seen, label: "31 · 31-retry-only-what-is-safe", style: Style(enabled: false), reports: titles)
            #expect(shown.contains("A title\n" + origin + "\nHint "), "after \(seen) steps seen:\n\(shown)")
        }
        // A follow-up fixes no report: only its source is shown; a report without a title still is.
        let plus = production("28-encode-the-plus", source: "the original write-up — follow-up: c++", reports: [])
        #expect(HintCommand.origin(of: plus, reports: titles) == ["Source: the original write-up — follow-up: c++ (docs/sources.md)"])
        #expect(HintCommand.origin(of: production("31-a", reports: [4]), reports: [:]).last == "Fixes: report 4 (docs/reports.md)")
        #expect(HintCommand.origin(of: spinner, reports: titles) == [])
    }

    @Test func reportTitlesComeFromTheirHeadings() {
        let text = "# Reports\n## Report 7: every outage ends with a second one\n### What the trace shows\n## Report 8: my message was sent twice\n## Part two"
        #expect(ReportTitles.parse(text) == [7: "every outage ends with a second one", 8: "my message was sent twice"])
    }

    @Test func onceAllAreSeenEveryStepIsShown() {
        #expect(text(seen: 3).contains("Nudge.\nHint 2 of 3 (the concept):\nConcept.\nHint 3 of 3 (the code):\nCode."))
    }

    @Test func askingAgainMovesOnAndIsKeptInTheProgressFile() async throws {
        let kata = try ScratchKata()
        for expected in [1, 2, 3, 3] {
            #expect(await kata.run("hint", "8").status == 0)
            let progress = try ProgressFile(url: kata.layout.progressFile).load()
            #expect(progress.hintsSeen(of: try Catalog.load(from: kata.layout).find("8")) == expected)
        }
        #expect(await kata.run("hint", "8", "--more").status == 0)
    }
}
