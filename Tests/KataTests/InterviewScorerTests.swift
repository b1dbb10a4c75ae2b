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
