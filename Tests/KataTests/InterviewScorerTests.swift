import Foundation
import Testing

@testable import KataRunner

/// The scorer on sample reviews, on the wrong answers it must refuse, and on the other ways to
/// say a finding that it must accept. The signals are the kata's own file.
@Suite struct InterviewScorerTests {
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let signals = Result { try Signals.load(fromRoot: root) }

    static func sample(_ name: String) throws -> String {
        try String(contentsOf: URL(filePath: #filePath).deletingLastPathComponent().appending(path: "SampleReviews/\(name).md"), encoding: .utf8)
    }

    static func found(in review: String) throws -> [Int] {
        Scorer.score(review, with: try signals.get()).found
    }

    // MARK: The sample reviews

    @Test func aThoroughReviewFindsAllSixteen() throws {
        #expect(try Self.found(in: Self.sample("thorough")) == Array(1...16))
    }

    @Test func aTypicalMidLevelReviewFindsTheCrashTheThreadAndTheStatusCheck() throws {
        #expect(try Self.found(in: Self.sample("midlevel")) == [1, 4, 10])
    }

    @Test func aReviewThatNamesDefectsWithoutTheirReasonsFindsNothing() throws {
        let score = Scorer.score(try Self.sample("names-only"), with: try Self.signals.get())
        #expect(score.found == [])
        // It is told what it said and what it left out, defect by defect.
        let tryBang = try #require(score.verdicts.first)
        #expect(tryBang.heard == ["the try!"])
        #expect(tryBang.notHeard == ["that it traps", "what fails to decode (a 500, an HTML page, a bad body)"])
        // "print(error)" names the thing; "query not encoded", an earlier line, only brushes a
        // reason of defect 6 (a query in a URL). The report points at the line that names it.
        #expect(score.verdicts[5].heard == ["the print"])
    }

    @Test func aRewriteIsReadFromItsCommentsEachWithItsLineOfCode() throws {
        // As one passage, the code block holds the signals of seven defects and reads as a list
        // of keywords; each comment, with the line it is about, says one finding and its reason.
        #expect(try Self.found(in: Self.sample("commented-rewrite")) == [1, 4, 5, 7, 8, 10, 12, 13])
    }

    @Test func anOffTopicReviewFindsNothing() throws {
        #expect(try Self.found(in: Self.sample("nonsense")) == [])
    }

    @Test func anEmptyReviewFindsNothing() throws {
        #expect(try Self.found(in: "") == [])
        #expect(try Self.found(in: "\n\n   \n<!-- a note -->\n") == [])
    }

    // MARK: Wrong answers the scorer must refuse

    @Test func keywordsStuffedIntoOneParagraphCountForNothing() throws {
        let score = Scorer.score(try Self.sample("keyword-stuffing"), with: try Self.signals.get())
        #expect(score.found == [])
        #expect(score.ignored.count == 1)
        guard case .keywordList(let defects) = score.ignored.first?.reason else {
            Issue.record("the stuffed paragraph was not taken for a list of keywords: \(score.ignored)")
            return
        }
        #expect(defects > 5)
    }

    @Test func keywordPairsOneALineAreTooShortToCount() throws {
        let score = Scorer.score(try Self.sample("keyword-pairs"), with: try Self.signals.get())
        #expect(score.found == [])
        #expect(!score.ignored.isEmpty)
        #expect(score.ignored.allSatisfy { if case .tooShort = $0.reason { true } else { false } })
    }

    @Test func theOriginalWriteUpsHeadingsAloneFindNothing() throws {
        let headings = """
            - try! crashes search during an outage (report 2).
            - avatarURL never decodes from snake case.
            - data! is a second force unwrap.
            - UI updated off the main thread (report 3).
            - The query isn't encoded.
            - print logs the full error in release builds.
            - var userID = 0.
            - Strong self, no cancellation.
            - The spinner spins forever (report 1).
            - No HTTP status check.
            - (User?, Error?) and lost errors.
            - No timeout or retry.
            - Singleton and hard-coded URLSession.shared.
            - A JSONDecoder built per call.
            - Duplicate request code.
            - Style.
            """
        #expect(try Self.found(in: headings) == [])
    }

    @Test func theKatasDefectTitlesFindOnlyTheTwoThatStateTheirReason() throws {
        // "data! crashes when no data comes back" and "a forgotten user id loads user 0" say
        // why; the other fourteen titles name a symptom only.
        let titles = try Self.signals.get().defects.map { "- \($0.title)" }.joined(separator: "\n")
        #expect(try Self.found(in: titles) == [3, 7])
    }

    @Test("Defect 2 needs the key strategy and the key it makes, not the word decoder")
    func defect2NeedsTheStrategyAndTheMismatchedKey() throws {
        #expect(try Self.found(in: "The profile decoder is wrong for avatar_url, so the avatar never shows.") == [])
        #expect(try Self.found(in: "The profile decoder uses convertFromSnakeCase for every key in the payload.") == [])
        #expect(try Self.found(in: "The profile decoder uses convertFromSnakeCase, which makes avatar_url into avatarUrl.") == [2])
    }

    // MARK: Misreadings and denials: never credit, and the report says which claim is wrong

    @Test func aReviewMadeOnlyOfConfidentMisreadingsFindsNothingAndIsToldWhichClaimsAreWrong() throws {
        let review = try Self.sample("confident-misreadings")
        let score = Scorer.score(review, with: try Self.signals.get())
        #expect(score.found == [])
        #expect(score.wrong == [1, 2, 3, 4, 5, 7, 8, 10, 13, 14])
        // Each claim is quoted from the passage that makes it, without its heading, and corrected.
        let passages = Passage.split(review)
        for claim in score.verdicts.flatMap(\.wrong) {
            let passage = try #require(passages.first { $0.line == claim.line })
            let quote = claim.quote.trimmingCharacters(in: CharacterSet(charactersIn: "…"))
            #expect(passage.text.contains(quote), "line \(claim.line) is \"\(passage.text)\", quoted \"\(claim.quote)\"")
            #expect(!["Search", "Profile", "Design"].contains { claim.quote.hasPrefix($0) }, "\(claim.quote)")
            #expect(!claim.why.isEmpty)
        }
        let report = ScoreReport(score: score, review: "r.md", elapsed: nil, style: Style(enabled: false)).render()
        #expect(report.contains("  wrong   4  the UI is updated off the main thread: you said \"URLSession calls back on the main thread, so the UI is fine: setting the label in the completion handler is safe.\" (line 18); URLSession.shared calls completion handlers on its background delegate queue"))
        #expect(report.contains("  wrong   8  a dismissed screen stays alive: you said \"The closure makes a retain cycle with self, so the view controller leaks memory forever\" (line 26); nothing holds the closure"))
        #expect(report.hasSuffix("found 0 of 16 defects"))
    }

    /// Each says the defect's words and a reason's words, and is wrong: the issue's examples, the
    /// misreadings the interview guide lists, and denials.
    static let misreadings: [(Int, String)] = [
        (1, "The try! is fine because the server always returns JSON, never an HTML page, so it cannot crash."),
        (2, "convertFromSnakeCase maps avatar_url to avatarURL, so keyNotFound cannot happen."),
        (2, "JSONDecoder matches keys case-insensitively, so the avatarUrl that convertFromSnakeCase makes still fits."),
        (3, "data! is fine because URLSession never hands nil data when error is nil."),
        (4, "URLSession calls back on the main thread, so the UI is fine to update in the completion handler."),
        (5, "URL(string:) percent-encodes everything for you, so the concatenated query is safe, & and = included."),
        (6, "print(error) is fine: print only runs in debug builds, so no user id leaks."),
        (7, "userID = 0 is a sensible default, since user 0 is always valid."),
        (8, "The closure makes a retain cycle with self, so the screen leaks memory forever after it is dismissed."),
        (8, "[weak self] is wrong here: a weak capture could crash, and the screen can't be deallocated anyway while the request runs."),
        (10, "No status check needed: a 500 comes back as an error, so nothing reaches the decoder."),
        (10, "A 500 makes dataTask return an error, so the if let error branch already handles the status."),
        (11, "(User?, Error?) is fine: nil, nil can never happen, so the screen can tell offline from server down."),
        (12, "The default 60 s timeout is fine, and there is no need to retry a 503."),
        (13, "The singleton is the recommended pattern: Apple does the same with URLSession.shared, and tests can use it too."),
        (14, "Creating a JSONDecoder per call is fine, decoders are cheap and the strategies make no difference."),
    ]

    @Test("A misreading of a defect, or a denial of it, never credits it and is reported", arguments: misreadings)
    func aMisreadingIsRefused(defect: Int, claim: String) throws {
        let score = Scorer.score(claim, with: try Self.signals.get())
        #expect(!score.found.contains(defect))
        #expect(score.wrong == [defect])
    }

    /// Right statements, several of a rewrite, that share words with a misreading.
    static let rightNearAMisreading = [
        "URLSession calls back on a background queue, not on the main thread, and the label is set there.",
        "The completion handler isn't called on the main thread, yet it updates the UI.",
        "convertFromSnakeCase turns avatar_url into avatarUrl, not avatarURL.",
        "Add CodingKeys that map avatar_url to avatarURL, and drop the key strategy.",
        "There is no retain cycle: the closure keeps the screen alive until the request ends.",
        "The screen is never deallocated until the request ends.",
        "A 500 doesn't make dataTask return an error; the status has to be checked.",
        "The try! traps; the rest is fine.",
        "In the rewrite the Task is already on the main thread, since the screen is @MainActor: no need for DispatchQueue.main.",
        "URLQueryItem encodes the value, so there is no need to encode it by hand.",
        "Retry a 503 once; there is no need to retry a 404.",
        "No need to force unwrap data: guard let it.",
        "Decoders are cheap, so the cost is not the problem: the two disagree on the key strategy.",
        "In my rewrite the client always calls the completion, and a defer always stops the spinner.",
        "User 0 is valid on the server: it is someone else's profile.",
    ]

    @Test("A right statement that shares words with a misreading is not a wrong claim", arguments: rightNearAMisreading)
    func aRightStatementIsNotAWrongClaim(statement: String) throws {
        #expect(Scorer.score(statement, with: try Self.signals.get()).wrong == [])
    }

    @Test func aMisreadingQuotedToRefuteItIsNotAClaim() throws {
        let review = "Some people think the try! is fine because the server always returns JSON, but an outage sends an HTML page and the try! traps on it."
        #expect(try Self.found(in: review) == [1])
        #expect(Scorer.score(review, with: try Self.signals.get()).wrong == [])
    }

    @Test func aWrongClaimInOnePassageDoesNotUndoARightOneInAnother() throws {
        let review = """
            - The singleton over URLSession.shared leaves no seam, so nothing can be faked in tests.
            - Still, the singleton is fine as a pattern for a client.
            """
        let score = Scorer.score(review, with: try Self.signals.get())
        #expect(score.found == [13])
        #expect(score.wrong == [13])
        let report = ScoreReport(score: score, review: "r.md", elapsed: nil, style: Style(enabled: false)).render()
        #expect(report.contains("found  13  one hard-coded session for everyone (line 1)\n              but you said \"Still, the singleton is fine as a pattern for a client.\" (line 2); "))
    }

    /// A word of the misreading, or of a fix, must not stand in for the reason.
    static let notAReason: [(Int, String)] = [
        (16, "baseURL is a String joined with +, and URL(string:) encodes it for us."),
        (7, "userID = 0 loads a valid profile every time the screen opens."),
        (1, "try! crashes the app; I'd rewrite searchUsers as async throws."),
        (8, "On a timeout nothing goes back to the screen, and the spinner never stops."),
        (8, "I would add [weak self] in the closure, for the memory."),
        (5, "The query is concatenated into the URL; use URLComponents for the spaces."),
        (5, "The search query tests need an injected session, so inject it through init."),
        (13, "Inject the URLSession through init instead of using the singleton."),
        (6, "No print anywhere. The tests check that the search URL's q is exactly what was typed."),
        (14, "Use one decoder for every endpoint, configured once in the client."),
    ]

    @Test("A misreading's or a fix's own words do not count as the reason", arguments: notAReason)
    func aWordOfTheMisreadingIsNotTheReason(defect: Int, wording: String) throws {
        #expect(!(try Self.found(in: wording)).contains(defect))
    }

    @Test func aMisreadingAMaintainerGotWrongIsNamedPrecisely() throws {
        let good = try String(contentsOf: Self.root.appending(path: Signals.path), encoding: .utf8)
        func parse(_ text: String) -> SignalsError? {
            do { _ = try Signals.parse(Data(text.utf8)); return nil } catch { return error as? SignalsError }
        }
        let first = "\"said\": [\"try!( here| there| in search[a-zA-Z]*)?( call)? {fine}\""
        try #require(good.contains(first))
        #expect(parse(good.replacingOccurrences(of: first, with: "\"said\": [\"try! {fin}\"")) == .unknownPhrase("defects[0].wrong[0].said[0]", "fin"))
        #expect(parse(good.replacingOccurrences(of: first, with: "\"said\": [\"try!( {fine}\"")) == .badPattern("defects[0].wrong[0].said[0]", "try!( {fine}"))
        #expect(parse(good.replacingOccurrences(of: first, with: "\"said\": [\"try!{2} {fine}\"")) == nil, "a count in braces is not a phrase")
        guard case .malformed = parse(good.replacingOccurrences(of: "\"why\": \"an outage answers", with: "\"why\": \"\", \"x\": \"")) else {
            Issue.record("a misreading without its why was not reported")
            return
        }
    }

    // MARK: The report

    @Test func saidQuotesThePassageThatNamesTheDefect() throws {
        // The second item brushes two of defect 1's reasons (a crash, an HTML page) while it
        // explains defect 10; the first names the try!. Only the first talks about defect 1.
        let review = """
            - There is a try! in searchUsers.
            - Nothing checks the status code, so a 500 HTML page reaches the decoder and the app crashes.
            """
        let score = Scorer.score(review, with: try Self.signals.get())
        #expect(score.found == [10])
        let tryBang = score.verdicts[0]
        #expect(tryBang.heard == ["the try!"])
        #expect(tryBang.heardAt == Score.Quote(line: 1, text: "There is a try! in searchUsers."))
        let report = ScoreReport(score: score, review: "r.md", elapsed: nil, style: Style(enabled: false)).render()
        #expect(report.contains("missed  1  search crashes the app\n              line 1 said \"There is a try! in searchUsers.\" (the try!); not said: that it traps, what fails to decode"))
        // A defect nothing names gets no "said" at all.
        #expect(score.verdicts[3].heard == [])
    }

    @Test func readNextRanksTheGuidesFourFirstThenWhatWasWrongThenTheRest() throws {
        let review = """
            - A 500 isn't an error for dataTask; nobody checks the status code, so the HTML page is decoded.
            - The closure makes a retain cycle with self, so the screen leaks memory forever.
            """
        let score = Scorer.score(review, with: try Self.signals.get())
        let report = ScoreReport(score: score, review: "r.md", elapsed: nil, style: Style(enabled: false)).render()
        let section = try #require(report.components(separatedBy: "Read next").dropFirst().first)
        let pages = section.components(separatedBy: "\n").dropFirst().prefix { $0.hasPrefix("  docs/") }
            .map { String($0.dropFirst("  docs/defects/".count).prefix(2)) }
        #expect(pages == ["01", "04", "09", "08", "02", "03", "05", "06", "07", "11", "12", "13", "14", "15", "16"])
        #expect(report.contains("  docs/defects/08-strong-self-no-cancellation.md (what you said about it is wrong)"))
    }

    // MARK: Other ways to say each finding, which the scorer must accept

    static let otherWordings: [(Int, String)] = [
        (1, "Decoding an HTML error page throws, and the force try turns that into a crash."),
        (1, "try! will trap as soon as the body isn't valid JSON."),
        (2, "keyDecodingStrategy = .convertFromSnakeCase produces avatarUrl, so the avatarURL property is never found."),
        (2, "The snake case conversion only capitalises the first letter of url, so it can't match avatarURL."),
        (3, "The data! unwrap is only safe because URLSession happens to pass data whenever error is nil."),
        (3, "If data is ever nil, the force unwrap of data crashes the app."),
        (4, "dataTask calls back on a background queue, yet the closure writes to the label."),
        (4, "The callback isn't on the main thread and it touches UIKit (nameLabel, spinner)."),
        (5, "The search term is pasted raw into the URL, so an & or = in it adds parameters."),
        (5, "query is not percent-encoded; use URLQueryItem so special characters survive."),
        (6, "print(error) puts the URL, and with it the user id, into the device log."),
        (6, "Logging the raw error leaks personal data: the searched name is in the URL."),
        (7, "userID defaults to 0, so forgetting to set it shows someone else's profile."),
        (7, "A default id of zero fails silently; make userID optional and assert."),
        (8, "The handler keeps a strong reference to self, so the controller stays alive after it is dismissed."),
        (8, "Nothing cancels the request when the user leaves the screen; it keeps running for nothing."),
        (9, "When the request fails, the completion handler is never called, so the spinner never stops."),
        (9, "Both early returns skip calling the completion, so on a timeout the caller waits forever."),
        (10, "dataTask doesn't treat a 404 as an error, and nobody checks the status code before decoding."),
        (10, "The HTTP status is ignored, so a 500 reaches the decoder as if it were a success."),
        (11, "try? swallows the decoding error, so the screen cannot tell offline from server down."),
        (11, "The (User?, Error?) pair allows nil, nil: no user and no error, which should be impossible."),
        (12, "There is no custom timeout, so users sit through the default 60 seconds of spinner."),
        (12, "A 503 during a deploy is transient and worth one retry with backoff, but nothing retries."),
        (13, "Because it uses URLSession.shared through a singleton, there is no way to inject a fake in tests."),
        (13, "static let shared on a non-Sendable class won't even compile in Swift 6."),
        (14, "Each call creates its own JSONDecoder, and the two are configured with different key strategies."),
        (14, "A new decoder per request means profile and search decode the same JSON differently; share one decoder."),
        (15, "The request code is copy-pasted between the two methods; a single generic get would hold it in one place."),
        (15, "Duplicated networking code means every bug has to be fixed twice."),
        (16, "APIClient isn't final, so a subclass could override the networking behaviour."),
        (16, "baseURL is a String concatenated with +, so a missing slash breaks the URL; use a URL with appending(path:)."),
    ]

    /// Terse and plain forms a candidate writes, each in a sentence long enough to count.
    static let terseWordings: [(Int, String)] = [
        (8, "The closure retains the VC until the request finishes."),
        (9, "On a timeout the callback never fires, so the spinner spins on."),
        (10, "A 4xx/5xx is never checked and goes straight to the decoder."),
        (11, "A failed decode completes with nil and nil, so offline and server down look alike."),
        (13, "The singleton over URLSession.shared makes the whole client untestable."),
        (13, "Singleton plus a hard-coded URLSession.shared, and no DI anywhere."),
        (14, "There are 2 decoders, and only one converts snake case."),
    ]

    /// A fix said with what it prevents, as a rewrite's comments say it.
    static let fixAndItsReason: [(Int, String)] = [
        (1, "A decoding failure must become an error, never a crash."),
        (5, "Build the search query with URLComponents, so an & in it stays inside the one q value."),
        (11, "The error enum lets the caller tell server down from offline."),
        (13, "The transport is injected, so tests pass a fake instead of the network."),
    ]

    @Test("A fix said with what it prevents finds that defect, and only it", arguments: fixAndItsReason)
    func aFixWithItsReasonIsAccepted(defect: Int, wording: String) throws {
        #expect(try Self.found(in: wording) == [defect])
    }

    @Test("A terse or plain way to say a finding finds that defect, and only it", arguments: terseWordings)
    func aTerseWordingIsAccepted(defect: Int, wording: String) throws {
        #expect(try Self.found(in: wording) == [defect])
    }

    @Test("Another way to say a finding finds that defect, and only it", arguments: otherWordings)
    func anotherWordingIsAccepted(defect: Int, wording: String) throws {
        #expect(try Self.found(in: wording) == [defect])
    }

    @Test("What each defect page says to say in an interview finds that defect", arguments: 1...16)
    func theDefectPagesAnswerIsAccepted(defect: Int) throws {
        let folder = Self.root.appending(path: "docs/defects")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .first { $0.hasPrefix(String(format: "%02d-", defect)) })
        let page = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
        let parts = page.components(separatedBy: "## Say it in an interview")
        try #require(parts.count == 2, "\(name) has no section \"Say it in an interview\"")
        let answer = parts[1]
        #expect(try Self.found(in: answer).contains(defect), "\(name): \(answer)")
    }

    // MARK: How a review is read

    @Test func passagesAreParagraphsListItemsTableRowsAndCodeBlocks() {
        let review = """
            # Crashes
            The try! traps.
            More of the same paragraph.

            - one item
              continued
            1. a numbered item
            | a | row |
            |---|---|
            ```swift
            let x = 1
            ```
            """
        #expect(Passage.split(review) == [
            Passage(line: 1, text: "Crashes The try! traps. More of the same paragraph."),
            Passage(line: 5, text: "one item continued"),
            Passage(line: 7, text: "a numbered item"),
            Passage(line: 8, text: "| a | row |"),
            Passage(line: 11, text: "let x = 1"),
        ])
    }

    /// A chat thread pasted line by line: a passage per message, read with the one it answers.
    /// Two lines opened by a word and a colon are still a paragraph.
    @Test func aChatThreadIsAPassagePerMessageWithTheOneBefore() {
        let chat = """
            **maya:** noData, does that ever fire?
            **dev:** never: a 204 hands back empty Data
            **maya:** ok
            """
        #expect(Passage.split(chat) == [
            Passage(line: 1, text: "maya: noData, does that ever fire?"),
            Passage(line: 2, text: "maya: noData, does that ever fire?; dev: never: a 204 hands back empty Data"),
            Passage(line: 3, text: "dev: never: a 204 hands back empty Data; maya: ok"),
        ])
        #expect(Passage.split("Second: the token.\nThird: the queue.") == [Passage(line: 1, text: "Second: the token. Third: the queue.")])
    }

    /// A list item keeps the paragraph that opened its list with a colon, until another
    /// paragraph, a heading or a table comes.
    @Test func aListItemKeepsTheParagraphThatOpenedItsList() {
        let review = "Things that are fine:\n\n- the status check\n- the query\n\nWhat I would fix.\n\n- the unwraps"
        #expect(Passage.split(review).map(\.lead) == [nil, "Things that are fine:", "Things that are fine:", nil, nil])
    }

    @Test func aCodeBlockWithCommentsIsAPassagePerComment() {
        let review = """
            ```swift
            let a = 1
            // why b
            // more about b
            let b = 2
            let c = 3 // why c

            // a comment on its own
            ```
            """
        #expect(Passage.split(review) == [
            Passage(line: 3, text: "// why b // more about b let b = 2"),
            Passage(line: 6, text: "let c = 3 // why c"),
            Passage(line: 8, text: "// a comment on its own"),
        ])
        #expect(Passage.split("```\nlet url = \"https://example.com\"\nlet b = 2\n```") == [
            Passage(line: 2, text: "let url = \"https://example.com\" let b = 2"),
        ])
    }

    /// A comment standing alone under a group of lines, with a blank line or the block's end
    /// after it, is about that group; a passage of commented code gives reasons in its comments.
    @Test func aClosingCommentIsAboutTheLinesAboveIt() {
        let review = """
            ```swift
            let a = 1
            do { try b() }
            catch { throw c }
            // cancellation passes through

            let d = 2 // why d
            ```
            """
        let passages = Passage.split(review)
        #expect(passages == [
            Passage(line: 2, text: "let a = 1 do { try b() } catch { throw c } // cancellation passes through"),
            Passage(line: 7, text: "let d = 2 // why d"),
        ])
        #expect(passages.map(\.why) == ["// cancellation passes through", "// why d"])
        #expect(Passage.split("a paragraph").map(\.why) == ["a paragraph"])
        #expect(Passage.split("```\nlet b = 2\n```").map(\.why) == ["let b = 2"])
    }

    @Test func aMatchMustBeWholeWords() throws {
        #expect(try Pattern("main").matches("the main thread"))
        #expect(try !Pattern("main").matches("hard to maintain"))
        #expect(try Pattern("&").matches("tom&admin"))
        #expect(try Pattern("try!").matches("a try! here"))
        #expect(try Pattern("no ... check[a-z]*").matches("no status code check"))
        #expect(try !Pattern("no ... check[a-z]*").matches("no one in this team ever checks"))
        #expect(try Pattern("(?-i:avatarUrl)").matches("makes avatarUrl"))
        #expect(try !Pattern("(?-i:avatarUrl)").matches("the avatarURL property"))
    }
}
