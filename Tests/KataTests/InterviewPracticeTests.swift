import Foundation
import Testing

@testable import KataRunner

/// `kata interview` and `kata interview score`, run against a scratch copy of the files they read.
@Suite final class InterviewPracticeTests {
    let root: URL
    let practice: Practice
    let start = Date(timeIntervalSince1970: 1_700_000_000)

    init() throws {
        root = FileManager.default.temporaryDirectory.appending(path: "kata-interview-\(UUID())")
        for path in [PromptText.path, Signals.path] {
            let copy = root.appending(path: path)
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: InterviewScorerTests.root.appending(path: path), to: copy)
        }
        practice = Practice(root: root, style: Style(enabled: false))
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    private func write(_ data: Data, to path: String = Practice.reviewPath) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    private func score(_ file: String? = nil, after seconds: TimeInterval = 0) -> Practice.Answer {
        practice.score(file: file, currentDirectory: root, now: start.addingTimeInterval(seconds))
    }

    // MARK: kata interview

    @Test func theCommandPrintsThePromptPageUpToItsNoteForTheInterviewer() throws {
        let outcome = practice.start(now: start)
        let page = try String(contentsOf: root.appending(path: PromptText.path), encoding: .utf8)
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix(PromptText.candidateText(of: page) + "\n"))
        for part in ["The profile never loads on the train.", "Walk me through", "let users = try! decoder",
                     "@IBOutlet weak var nameLabel: UILabel!", "interview/review.md", "swift run -q kata interview score"] {
            #expect(outcome.output.contains(part), "the prompt lacks \(part)")
        }
        #expect(!outcome.output.contains("For the interviewer"))
        #expect(!outcome.output.contains("<!--"))
    }

    @Test func theCommandLeavesAnEmptyReviewToWriteInAndStartsTheTimer() throws {
        _ = practice.start(now: start)
        let review = try String(contentsOf: root.appending(path: Practice.reviewPath), encoding: .utf8)
        #expect(review == Practice.newReview)
        #expect(practice.timer.startedAt() == start)
        #expect(score().error == "interview/review.md is empty: write your review in it, then score again")
    }

    @Test func anEarlierReviewIsKeptAndMentioned() throws {
        try write(Data("The completion handler is never called on an error.\n".utf8))
        let outcome = practice.start(now: start)
        #expect(outcome.output.contains("interview/review.md still holds an earlier review (9 words)"))
        let review = try String(contentsOf: root.appending(path: Practice.reviewPath), encoding: .utf8)
        #expect(review.hasPrefix("The completion handler"))
    }

    // MARK: kata interview score

    @Test func scoreReportsTheTimeSinceTheTimerStartedAndEndsWithTheCount() throws {
        _ = practice.start(now: start)
        try write(Data(try InterviewScorerTests.sample("midlevel").utf8))
        let outcome = score(after: 23 * 60 + 5)
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("Time: 23 min 5 s since `swift run -q kata interview` started the timer."))
        #expect(outcome.output.contains("This matches signals; it does not understand your review."))
        #expect(outcome.output.contains("  found   4  the UI is updated off the main thread (line 9)"))
        #expect(outcome.output.contains("  docs/defects/09-spinner-spins-forever.md"))
        #expect(outcome.output.components(separatedBy: "\n").last == "found 3 of 16 defects")
    }

    @Test func aReviewScoredByNameIsNotTimed() throws {
        _ = practice.start(now: start)
        try write(Data("nothing\n".utf8), to: "take-home.md")
        let outcome = score("take-home.md", after: 60)
        #expect(outcome.status == 0)
        #expect(!outcome.output.contains("Time:"))
        #expect(outcome.output.hasSuffix("\nfound 0 of 16 defects"))
    }

    @Test func theTimerReadsAsMinutesAndSeconds() {
        #expect(PracticeTimer.describe(40.9) == "40 s")
        #expect(PracticeTimer.describe(23 * 60 + 5) == "23 min 5 s")
        #expect(PracticeTimer.describe(3600 + 120) == "1 h 2 min")
        #expect(PracticeTimer.describe(-5) == "0 s")
    }

    // MARK: Bad input: one line saying what to do, exit 2

    @Test func aMissingReviewSaysWhereToWriteIt() {
        let outcome = score()
        #expect(outcome.status == 2)
        #expect(outcome.error == "there is no review at interview/review.md: write your review there, or give its path (swift run -q kata interview shows the prompt)")
        #expect(outcome.output.isEmpty)
    }

    @Test func anEmptyOrBlankReviewIsRefused() throws {
        for blank in ["", "  \n\n\t\n", "<!-- a note only -->\n"] {
            try write(Data(blank.utf8))
            #expect(score() == Practice.Answer(status: 2, error: "interview/review.md is empty: write your review in it, then score again"))
        }
    }

    @Test func aReviewThatIsNotUTF8IsRefused() throws {
        try write(Data([0x52, 0x65, 0x76, 0x69, 0x65, 0x77, 0xFF, 0xFE, 0x0A]), to: "latin.md")
        #expect(score("latin.md") == Practice.Answer(status: 2, error: "latin.md is not UTF-8 text: save it as plain text or Markdown in UTF-8, then score again"))
    }

    @Test func aFolderIsRefused() throws {
        try FileManager.default.createDirectory(at: root.appending(path: "folder"), withIntermediateDirectories: true)
        let outcome = score("folder")
        #expect(outcome.status == 2)
        #expect(outcome.error?.hasPrefix("cannot read folder (it is a folder)") == true)
    }

    @Test func everyBadInputMessageIsOneLine() throws {
        let messages = [ReviewError.missing("r.md"), .empty("r.md"), .notText("r.md"), .unreadable("r.md", "why")].map(\.description)
        #expect(messages.allSatisfy { !$0.contains("\n") && $0.contains("r.md") })
    }

    // MARK: A signals file a maintainer got wrong: a typed error, never a trap

    @Test func aBrokenSignalsFileIsNamedPrecisely() throws {
        let good = try String(contentsOf: root.appending(path: Signals.path), encoding: .utf8)
        func parse(_ text: String) -> SignalsError? {
            do { _ = try Signals.parse(Data(text.utf8)); return nil } catch { return error as? SignalsError }
        }
        #expect(parse(good) == nil)
        #expect(parse(good.replacingOccurrences(of: "\"number\": 16", with: "\"number\": 17")) == .notTheSixteen(Array(1...15) + [17]))
        #expect(parse(good.replacingOccurrences(of: "[\"the key strategy\", ", with: "[\"the strategy\", ")) == .unknownSignal(defect: 2, "the strategy"))
        #expect(parse(good.replacingOccurrences(of: "\"convertFromSnakeCase\", \"snake", with: "\"convertFrom(SnakeCase\", \"snake"))
            == .badPattern("defects[1].signals.the key strategy[0]", "convertFrom(SnakeCase"))
        guard case .malformed = parse(String(good.dropLast(10))) else {
            Issue.record("a cut-off file was not reported as malformed")
            return
        }
    }

    @Test func scoreExitsOneWhenTheSignalsFileIsMissing() throws {
        try FileManager.default.removeItem(at: root.appending(path: Signals.path))
        try write(Data("A review.\n".utf8))
        #expect(score() == Practice.Answer(status: 1, error: "cannot read docs/defects/signals.json: run kata from inside the kata's folder"))
    }
}
