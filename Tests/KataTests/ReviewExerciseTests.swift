import Foundation
import Testing

@testable import KataRunner

/// Grade 5: the scorer on a signals file other than the sixteen's, the review exercise's verdict
/// and report, and the metadata rules of a review exercise. In-process and file-only: fast.
@Suite struct ReviewExerciseTests {
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let blogPath = "docs/reviews/blog-client.signals.json"
    static let blog = Result { try Signals.load(fromRoot: root, path: blogPath) }
    static let blogReview = Result { try Review(signals: blogPath, pass: "at least 6 of 14: the five that leak or mislead, and one more") }

    static func sample(_ name: String) throws -> String {
        try String(contentsOf: root.appending(path: "Tests/KataTests/ReviewSamples/blog/\(name).md"), encoding: .utf8)
    }

    static func outcome(_ text: String) throws -> ReviewOutcome {
        ReviewOutcome(scoring: text, against: try blog.get(), for: try blogReview.get())
    }

    // MARK: The blog client's reviews

    @Test func theModelReviewFindsAllFourteenAndClaimsNothingWrong() throws {
        let text = try String(contentsOf: Self.root.appending(path: "Solutions/43-review-the-blog-client/review.md"), encoding: .utf8)
        let outcome = try Self.outcome(text)
        #expect(outcome.found.map(\.defect.number) == Array(1...14))
        #expect(outcome.wrong.isEmpty)
        #expect(outcome.isGreen)
    }

    @Test func aReviewInPullRequestCommentsFindsAllFourteenInOtherWords() throws {
        let outcome = try Self.outcome(Self.sample("pr-comments"))
        #expect(outcome.found.map(\.defect.number) == Array(1...14))
        #expect(outcome.wrong.isEmpty)
    }

    @Test func aTerseReviewOfTheMustCatchSixIsGreen() throws {
        let outcome = try Self.outcome(Self.sample("terse"))
        #expect(outcome.found.map(\.defect.number) == [1, 2, 3, 4, 5, 13])
        #expect(outcome.wrong.isEmpty, "\"it checks the status code\" is praise, not a denial")
        #expect(outcome.isGreen)
    }

    @Test func aMidLevelReviewFindsThreeAndIsBelowThePass() throws {
        let outcome = try Self.outcome(Self.sample("midlevel"))
        #expect(outcome.found.map(\.defect.number) == [1, 2, 3])
        #expect(outcome.wrong.isEmpty)
        #expect(!outcome.isGreen)
        // "No retry." names defect 5 without what it costs.
        #expect(outcome.unreasoned.map(\.defect.number) == [5])
    }

    @Test func aReviewThatOnlyNamesTheDefectsFindsNothing() throws {
        let outcome = try Self.outcome(Self.sample("names-only"))
        #expect(outcome.found.isEmpty)
        #expect(outcome.wrong.isEmpty)
        // Thirteen names are heard and told which reason is missing ("Content-Type on GET": a GET
        // is where the header is, not why it is wrong; "hard-coded bearer token": hard-coded is
        // where the token is, not what that costs; "POST parameters dropped": the title); one
        // names a reason in a word or two, too short to explain it, and counts for nothing.
        #expect(outcome.unreasoned.map(\.defect.number) == [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14])
        #expect(outcome.ignored.map(\.line) == [9])
        #expect(!outcome.isGreen)
    }

    @Test func aConfidentlyWrongReviewIsCreditedWithNothingAndRefusedOnEveryDefect() throws {
        let outcome = try Self.outcome(Self.sample("confidently-wrong"))
        #expect(outcome.found.isEmpty)
        #expect(Set(outcome.wrong.map(\.defect.number)) == Set(1...14))
        #expect(!outcome.isGreen)
        // One sentence, one misreading: the base URL's ! is not also the data's.
        #expect(outcome.wrong.filter { $0.claim.line == 15 }.map(\.defect.number) == [12])
        let report = outcome.lines(style: Style(enabled: false), signalsPath: "").joined(separator: "\n")
        #expect(!report.contains("not named at all"), "every defect was named, wrongly")
    }

    /// What it gets right is refused when denied: the status check and the injected session.
    @Test("A claim against what the client gets right is wrong", arguments: [
        (3, "It never checks the status code, so a 500 reaches the decoder."),
        (12, "It uses URLSession.shared, so there is no way to inject the session in tests."),
        (11, "The data! force unwrap will crash when the body is missing."),
    ])
    func aClaimAgainstWhatItGetsRightIsWrong(defect: Int, claim: String) throws {
        #expect(try Self.outcome(claim).wrong.map(\.defect.number) == [defect])
    }

    /// The other way to say it is heard: a wording the signals were not written from.
    @Test("Another wording of a finding counts", arguments: [
        (1, "The Authorization header carries a literal credential, compiled into the app, so anyone with the binary can extract it."),
        (2, "The callback comes back on a background thread, and the screens set labels from it: a data race."),
        (7, "A plus sign in a query value goes out unencoded and the server reads it as a space."),
        (11, "A 204 has an empty body, so the decoder fails and a success is reported as an error."),
    ])
    func anotherWordingCounts(defect: Int, wording: String) throws {
        #expect(try Self.outcome(wording).found.map(\.defect.number) == [defect])
    }

    @Test func refutingTheTokenMisreadingIsNotClaimingIt() throws {
        let outcome = try Self.outcome("It is tempting to think the token is just a placeholder and so it is fine; but the design hard-codes a credential in the source, where it ships in the binary.")
        #expect(outcome.wrong.isEmpty)
        #expect(outcome.found.map(\.defect.number) == [1])
    }

    @Test func refutingAMisreadingIsNotClaimingIt() throws {
        let outcome = try Self.outcome("Some people think the completion is called on the main thread; it is not, it runs on URLSession's delegate queue, so a screen updating its labels there races with UIKit.")
        #expect(outcome.wrong.isEmpty)
        #expect(outcome.found.map(\.defect.number) == [2])
    }

    // MARK: The verdict and its report

    @Test func theShippedReviewIsEmptyAndRed() throws {
        let shipped = try String(contentsOf: Self.root.appending(path: "Exercises/43-review-the-blog-client/review.md"), encoding: .utf8)
        let outcome = try Self.outcome(shipped)
        #expect(outcome.isEmpty)
        #expect(!outcome.isGreen)
        #expect(outcome.found.isEmpty)
    }

    @Test func enoughFindingsWithOneWrongClaimIsRed() throws {
        let text = try Self.sample("terse") + "\n- The prints are harmless: they are only in debug builds.\n"
        let outcome = ReviewOutcome(scoring: text, against: try Self.blog.get(), for: try Review(signals: Self.blogPath, pass: "at least 5 of 14: x"))
        #expect(outcome.found.map(\.defect.number) == [1, 2, 3, 4, 5], "the print is refused")
        #expect(outcome.wrong.map(\.defect.number) == [13])
        #expect(!outcome.isGreen, "five found, as the pass asks, but one claim is wrong")
    }

    @Test func theShareDecides() throws {
        let signals = try Self.blog.get()
        let text = try Self.sample("midlevel")
        #expect(!ReviewOutcome(scoring: text, against: signals, for: try Review(signals: Self.blogPath, pass: "at least 4 of 14: x")).isGreen)
        #expect(ReviewOutcome(scoring: text, against: signals, for: try Review(signals: Self.blogPath, pass: "at least 3 of 14: x")).isGreen)
    }

    @Test func aRedReportNamesWhatWasSaidAndNotWhatWasMissed() throws {
        let lines = try Self.outcome(Self.sample("midlevel")).lines(style: Style(enabled: false), signalsPath: Self.blogPath)
        let report = lines.joined(separator: "\n")
        #expect(report.hasPrefix("3 of 14 found with their reasons; a green review finds at least 6 and claims nothing wrong"))
        #expect(report.contains("found      2  the completion runs off the main queue (line 4)"))
        #expect(report.contains("no reason  5  no timeout and no retry: line 10 said \"No retry.\""))
        #expect(report.contains("10 more defects not named at all"))
        // An unnamed defect's title would hand over the answer.
        #expect(!report.contains("a + in a query value"))
        // The reasoning names the defects that matter most: not before the review is green.
        #expect(!report.contains("Why 6 of 14"))
    }

    @Test func aGreenReportNamesWhatItMissed() throws {
        let text = try Self.sample("midlevel")
        let outcome = ReviewOutcome(scoring: text, against: try Self.blog.get(), for: try Review(signals: Self.blogPath, pass: "at least 3 of 14: x"))
        let report = outcome.lines(style: Style(enabled: false), signalsPath: Self.blogPath).joined(separator: "\n")
        #expect(report.contains("Not found (read these next):"))
        #expect(report.contains("Why 3 of 14: x"))
        #expect(report.contains(" 7  a + in a query value reaches the server as a space: docs/reviews/blog-client.md#7-a--in-a-query-value-reaches-the-server-as-a-space"))
    }

    @Test func everyDefectPageIsAHeadingOfTheReviewPage() throws {
        let page = try String(contentsOf: Self.root.appending(path: "docs/reviews/blog-client.md"), encoding: .utf8)
        let headings = Set(page.split(separator: "\n").filter { $0.hasPrefix("### ") }.map { Self.anchor(String($0.dropFirst(4))) })
        for defect in try Self.blog.get().defects {
            #expect(defect.page.hasPrefix("docs/reviews/blog-client.md#"))
            let anchor = String(defect.page.split(separator: "#").last ?? "")
            #expect(headings.contains(anchor), "\(defect.number): \(anchor)")
        }
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : nil })
    }

    // MARK: Any signals file of the sixteen's schema

    @Test func anotherSignalsFileIsNumberedFromOneAndNamedInItsErrors() throws {
        let good = try String(contentsOf: Self.root.appending(path: Self.blogPath), encoding: .utf8)
        func parse(_ text: String) -> SignalsError? {
            do { _ = try Signals.parse(Data(text.utf8), expecting: nil); return nil } catch { return error as? SignalsError }
        }
        #expect(parse(good) == nil)
        #expect(try Signals.parse(Data(good.utf8), expecting: nil).followUps.isEmpty, "a review's file may leave out follow-ups")
        #expect(parse(good.replacingOccurrences(of: "\"number\": 14", with: "\"number\": 15")) == .notNumberedInOrder(Array(1...13) + [15]))
        // The sixteen's rule still holds for the sixteen's file; fourteen are not sixteen.
        #expect(throws: SignalsError.notTheSixteen(Array(1...14))) { try Signals.parse(Data(good.utf8)) }
        #expect(throws: SignalsError.notNumberedInOrder(Array(1...14))) { try Signals.parse(Data(good.utf8), expecting: 13) }
        let error = SignalsError.inFile(Self.blogPath, .unknownPhrase("defects[0].wrong[0].said[0]", "fin"))
        #expect(error.description == "docs/reviews/blog-client.signals.json at defects[0].wrong[0].said[0]: {fin} is not one of the phrases")
        #expect(throws: SignalsError.unreadable("docs/reviews/none.signals.json")) { try Signals.load(fromRoot: Self.root, path: "docs/reviews/none.signals.json") }
    }

    @Test func theSixteensFileIsStillTheDefault() throws {
        #expect(try Signals.load(fromRoot: Self.root).defects.map(\.number) == Array(1...16))
    }

    // MARK: The metadata of a review exercise

    @Test("A pass that does not say N of M and why is refused", arguments: [
        "6 of 14: why", "at least 0 of 14: why", "at least 15 of 14: why", "at least 6 of 14", "at least 6 of 14: ",
    ])
    func aMalformedPassIsRefused(pass: String) {
        #expect(throws: ReviewPassError.self) { try Review(signals: "x.json", pass: pass) }
    }

    @Test func thePassIsReadAsNeededOfAndWhy() throws {
        let review = try Review(signals: "x.json", pass: "at least 6 of 14: the ones a reviewer must catch")
        #expect(review.needed == 6)
        #expect(review.of == 14)
        #expect(review.why == "the ones a reviewer must catch")
    }

    static func catalog(grade: Int = 5, review: String? = #"{"signals": "docs/reviews/blog-client.signals.json", "pass": "at least 6 of 14: why"}"#,
                        files: String = #"["review.md"]"#, tests: String = "[]") throws -> Catalog {
        let entry = """
            {"name": "42-review-x", "grade": \(grade), "title": "t", "defects": [], "hints": ["a nudge", "the rest"],
             "files": \(files), "tests": \(tests)\(review.map { #", "review": "# + $0 } ?? "")}
            """
        let json = """
            {"grades": [{"grade": 4, "title": "Production", "redAsShipped": "namesItsScenario"},
                        {"grade": 5, "title": "Review", "redAsShipped": "emptyReview"}],
             "exercises": [\(entry)]}
            """
        return try Catalog.parse(Data(json.utf8))
    }

    static let reviewFolders = FolderListing(exercises: ["42-review-x": ["review.md"]], solutions: ["42-review-x": ["review.md"]])

    @Test func aReviewExerciseNeedsNoTestsNoTargetAndNoTestsLink() throws {
        #expect(try Self.catalog().problems(in: Self.reviewFolders) == [])
    }

    @Test func aReviewExerciseIsOneMarkdownFileAndNoTests() throws {
        #expect(try Self.catalog(files: #"["Review.swift"]"#).problems(in: Self.reviewFolders).contains(.reviewShape("42-review-x")))
        #expect(try Self.catalog(tests: #"["Tests/T.swift"]"#).problems(in: Self.reviewFolders).contains(.reviewShape("42-review-x")))
    }

    @Test func aReviewBelongsToAGradeOfReviewsAndAGradeOfReviewsToReviews() throws {
        #expect(try Self.catalog(review: nil).problems(in: Self.reviewFolders).contains(.noReview("42-review-x", grade: 5)))
        let production = try Self.catalog(grade: 4).problems(in: Self.reviewFolders)
        #expect(production.contains(.reviewOutsideItsGrade("42-review-x", grade: 4)))
    }

    @Test func aMalformedPassIsAMetadataErrorThatSaysWhere() {
        #expect {
            try Self.catalog(review: #"{"signals": "s.json", "pass": "six of fourteen"}"#)
        } throws: { error in
            "\(error)".contains("exercises[0].review.pass") && "\(error)".contains("at least N of M: why")
        }
    }

    @Test func aReviewsHintsSayTheShareAndPromiseNoCode() throws {
        let exercise = try Catalog.load(from: Layout(root: Self.root)).find("43")
        let first = HintCommand.text(for: exercise, seen: 0, label: "43", style: Style(enabled: false))
        #expect(first.contains("Green: at least 6 of the client's 14 defects found with their reasons, and nothing claimed wrong"))
        #expect(!first.contains("shows code"))
        #expect(!first.contains("token"), "the first step names no defect's consequence")
        let all = HintCommand.text(for: exercise, seen: 3, label: "43", style: Style(enabled: false))
        #expect(all.contains("Hint 3 of 3 (what to write):"))
    }

    @Test func theBlogExerciseAgreesWithItsSignalsFile() throws {
        let catalog = try Catalog.load(from: Layout(root: Self.root))
        let exercise = try catalog.find("43")
        let review = try #require(exercise.review)
        #expect(review.signals == Self.blogPath)
        #expect(review.of == (try Self.blog.get()).defects.count)
        #expect(catalog.title(ofGrade: exercise.grade) == "Review")
        #expect(VerifyCommand.samplesFolder(of: review) == "Tests/KataTests/ReviewSamples/blog")
    }
}

/// `kata check` and `kata verify` on a review exercise, in a scratch kata with the blog client's
/// signals, model review and samples: no compiler involved, so these are fast.
@Suite struct ReviewExerciseCommandTests {
    static let metadata = #"""
        {"grades": [{"grade": 5, "title": "Review", "redAsShipped": "emptyReview"}],
         "exercises": [{"name": "43-review-the-blog-client", "grade": 5, "title": "Review it", "defects": [],
                        "review": {"signals": "docs/reviews/blog-client.signals.json", "pass": "at least 6 of 14: why"},
                        "hints": ["Where to look.", "What to say."], "files": ["review.md"], "tests": []}]}
        """#

    /// The kata's own files a review exercise reads, copied into a scratch kata (not a git
    /// clone, so the files on disk stand for the shipped ones). Its model review is the terse
    /// sample, green and quick to score; the real model is scored in ReviewExerciseTests.
    static func kata(metadata: String = metadata) throws -> ScratchKata {
        let kata = try ScratchKata(metadata: metadata, withFiles: false)
        for path in [
            "docs/reviews/blog-client.signals.json", "Exercises/43-review-the-blog-client/review.md",
            "Tests/KataTests/ReviewSamples/blog/names-only.md", "Tests/KataTests/ReviewSamples/blog/confidently-wrong.md",
        ] {
            try kata.write(Data(contentsOf: ReviewExerciseTests.root.appending(path: path)), to: path)
        }
        try kata.write(ReviewExerciseTests.sample("terse"), to: "Solutions/43-review-the-blog-client/review.md")
        return kata
    }

    static func verify(_ kata: ScratchKata) async throws -> VerifyCommand.Verification {
        let exercise = try Catalog.load(from: kata.layout).find("43")
        return await VerifyCommand.verifyReview(exercise, in: kata.root.appending(path: ".build/verify"), layout: kata.layout)
    }

    @Test func checkIsRedForTheEmptyReviewAndGreenForTheModel() async throws {
        let kata = try Self.kata()
        #expect(await kata.run("check", "43").status == 1)
        try kata.write(kata.read("Solutions/43-review-the-blog-client/review.md"), to: "Exercises/43-review-the-blog-client/review.md")
        #expect(await kata.run("check", "43").status == 0)
        #expect(try String(decoding: kata.read(".kata-progress"), as: UTF8.self).contains("43-review-the-blog-client"))
    }

    @Test func checkSaysAMissingReviewInOneLine() async throws {
        let kata = try Self.kata()
        try kata.remove("Exercises/43-review-the-blog-client/review.md")
        let run = await kata.run("check", "43")
        #expect(run.status == 2)
        #expect(run.errors.count == 1)
    }

    @Test func verifyPassesTheShippedExercise() async throws {
        let outcome = try await Self.verify(Self.kata())
        #expect(outcome.redAsShipped && outcome.solutionGreen && outcome.lastHint == .noCode, "\(outcome.notes)")
        #expect(outcome.isOK)
    }

    @Test func verifyRefusesAShippedReviewThatHoldsText() async throws {
        let kata = try Self.kata()
        try kata.write("<!-- TODO: review -->\nThe completion is not on the main thread.\n", to: "Exercises/43-review-the-blog-client/review.md")
        let outcome = try await Self.verify(kata)
        #expect(!outcome.redAsShipped)
        #expect(outcome.notes.contains("as shipped: review.md holds a review; it must hold only its comment"))
    }

    @Test func verifyRefusesAShippedReviewWithoutItsTODO() async throws {
        let kata = try Self.kata()
        try kata.write("<!-- Review the client. -->\n", to: "Exercises/43-review-the-blog-client/review.md")
        #expect(!(try await Self.verify(kata)).redAsShipped)
    }

    @Test func verifyRefusesAModelReviewThatIsRed() async throws {
        let kata = try Self.kata()
        try kata.write(kata.read("Tests/KataTests/ReviewSamples/blog/names-only.md"), to: "Solutions/43-review-the-blog-client/review.md")
        #expect(!(try await Self.verify(kata)).solutionGreen)
    }

    @Test func verifyRefusesANamesOnlySampleThatScoresGreen() async throws {
        let kata = try Self.kata()
        try kata.write(kata.read("Solutions/43-review-the-blog-client/review.md"), to: "Tests/KataTests/ReviewSamples/blog/names-only.md")
        let outcome = try await Self.verify(kata)
        #expect(!outcome.isOK)
        #expect(outcome.notes.contains { $0.hasPrefix("Tests/KataTests/ReviewSamples/blog/names-only.md: green, 6 found") })
    }

    @Test func verifyRefusesAConfidentlyWrongSampleThatIsCreditedWithSomething() async throws {
        let kata = try Self.kata()
        // Red (a wrong claim), but credited with the defects of the review it is added to.
        let model = try String(decoding: kata.read("Solutions/43-review-the-blog-client/review.md"), as: UTF8.self)
        try kata.write(model + "\n- The prints are only in debug builds, so they are harmless.\n", to: "Tests/KataTests/ReviewSamples/blog/confidently-wrong.md")
        let outcome = try await Self.verify(kata)
        #expect(!outcome.isOK)
        #expect(outcome.notes.contains { $0.contains("confidently-wrong.md: red, 5 found, 1 wrong claim; it must be red, with wrong claims, and credited with nothing") })
    }

    @Test func verifyRefusesAMissingSample() async throws {
        let kata = try Self.kata()
        try kata.remove("Tests/KataTests/ReviewSamples/blog/names-only.md")
        let outcome = try await Self.verify(kata)
        #expect(!outcome.isOK)
        #expect(outcome.notes.contains { $0.hasPrefix("Tests/KataTests/ReviewSamples/blog/names-only.md is missing") })
    }

    @Test func verifyRefusesALastHintThatShowsCode() async throws {
        let kata = try Self.kata(metadata: Self.metadata.replacingOccurrences(of: "\"What to say.\"", with: "\"Write `let x = 1`.\""))
        #expect(try await Self.verify(kata).lastHint == .cannotPlace)
    }
}
