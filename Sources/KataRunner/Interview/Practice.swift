import Foundation

/// A candidate practising alone: `kata interview` hands out the prompt and starts a timer;
/// `kata interview score` judges the review. Everything lives under the kata's root.
struct Practice {
    static let reviewPath = "interview/review.md"
    static let timerPath = "interview/timer"
    /// What a new review holds: a note, which the scorer ignores like any HTML comment.
    static let newReview = """
        <!-- Your review: what is wrong, worst first, and why. Free text; one finding a paragraph or
             bullet reads best. When you are done: swift run -q kata interview score -->


        """

    /// What a command prints, and the status it exits with.
    struct Answer: Equatable {
        let status: Int32
        var output = ""
        var error: String?
    }

    let root: URL
    let style: Style

    var timer: PracticeTimer { PracticeTimer(url: root.appending(path: Self.timerPath)) }

    /// Prints the prompt, makes sure there is a review file to write in, and starts the timer.
    func start(now: Date) -> Answer {
        let page: String
        do { page = try String(contentsOf: root.appending(path: PromptText.path), encoding: .utf8) } catch {
            return Answer(status: 1, error: "cannot read \(PromptText.path): run kata from inside the kata's folder")
        }
        let review = root.appending(path: Self.reviewPath)
        var earlier: String?
        do {
            try FileManager.default.createDirectory(at: review.deletingLastPathComponent(), withIntermediateDirectories: true)
            if let text = try? ReviewFile.read(review, shownAs: Self.reviewPath) {
                earlier = "\(Self.reviewPath) still holds an earlier review (\(Passage.words(inReview: text)) words): move it away for a fresh start."
            } else if !FileManager.default.fileExists(atPath: review.path) {
                try Self.newReview.write(to: review, atomically: true, encoding: .utf8)
            }
            try timer.start(at: now)
        } catch {
            return Answer(status: 1, error: "cannot write under interview/: \(error.localizedDescription)")
        }
        let rule = String(repeating: "─", count: 72)
        var notes = [
            rule,
            style.bold("Practising alone"),
            "  Write your review in \(Self.reviewPath) (git ignores it): what is wrong, worst first,",
            "  and why. In a live interview you would have about ten minutes to list the defects.",
            "  The timer has started; running `swift run -q kata interview` again restarts it.",
            "  When you are done: swift run -q kata interview score",
        ]
        if let earlier { notes.append("  " + style.yellow(earlier)) }
        return Answer(status: 0, output: PromptText.candidateText(of: page) + "\n\n" + notes.joined(separator: "\n"))
    }

    /// Scores `file` (a path from `currentDirectory`), or the practice review when nil.
    func score(file: String?, currentDirectory: URL, now: Date) -> Answer {
        let url = file.map { $0.hasPrefix("/") ? URL(filePath: $0) : currentDirectory.appending(path: $0) }
            ?? root.appending(path: Self.reviewPath)
        let review: String
        do { review = try ReviewFile.read(url, shownAs: file ?? Self.reviewPath) } catch {
            return Answer(status: 2, error: "\(error)")
        }
        let signals: Signals
        do { signals = try Signals.load(fromRoot: root) } catch { return Answer(status: 1, error: "\(error)") }
        // The timer belongs to the practice review, not to a file scored by name.
        let elapsed = file == nil ? timer.startedAt().map { PracticeTimer.describe(now.timeIntervalSince($0)) } : nil
        let report = ScoreReport(
            score: Scorer.score(review, with: signals), review: file ?? Self.reviewPath, elapsed: elapsed, style: style)
        return Answer(status: 0, output: report.render())
    }
}
