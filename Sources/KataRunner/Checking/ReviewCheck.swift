import Foundation

/// How a review exercise's review scored: what it found with reasons, what it said without its
/// reason, what it claimed wrong, against the client's own signals.
struct ReviewOutcome: Equatable, Sendable {
    struct Defect: Equatable, Sendable {
        let number: Int
        let title: String
        let page: String
    }

    /// Found with its reason, at this line.
    struct Found: Equatable, Sendable {
        let defect: Defect
        let line: Int
    }

    /// Named, in the quoted sentence, but without all it takes.
    struct Unreasoned: Equatable, Sendable {
        let defect: Defect
        let quote: Score.Quote
        let notSaid: [String]
    }

    struct Wrong: Equatable, Sendable {
        let defect: Defect
        let claim: Score.WrongClaim
    }

    let review: Review
    /// Nothing but comments and white space: the review as shipped.
    let isEmpty: Bool
    let found: [Found]
    let unreasoned: [Unreasoned]
    let wrong: [Wrong]
    /// Not found, whatever was said: named only once the review is green.
    let missed: [Defect]
    let ignored: [Score.Ignored]

    var isGreen: Bool { !isEmpty && found.count >= review.needed && wrong.isEmpty }

    /// Scores `text` against `signals`. A defect both found and claimed wrong elsewhere counts
    /// as wrong, not found: a review that contradicts itself has not shown it knows.
    init(scoring text: String, against signals: Signals, for review: Review) {
        self.review = review
        isEmpty = Passage.withoutComments(text).allSatisfy(\.isWhitespace)
        let score = Scorer.score(text, with: signals)
        func defect(_ verdict: Score.Verdict) -> Defect {
            Defect(number: verdict.defect.number, title: verdict.defect.title, page: verdict.defect.page)
        }
        // A claim about none of the defects (the signals' top-level `wrong`) is wrong all the same.
        let none = Defect(number: Score.WrongClaim.noDefect, title: "about none of the defects", page: "")
        wrong = score.verdicts.flatMap { verdict in verdict.wrong.map { Wrong(defect: defect(verdict), claim: $0) } }
            + score.strays.map { Wrong(defect: none, claim: $0) }
        let clean = score.verdicts.filter { $0.wrong.isEmpty }
        found = clean.compactMap { verdict in verdict.foundAt.map { Found(defect: defect(verdict), line: $0) } }
        unreasoned = clean.compactMap { verdict in
            guard !verdict.isFound, !verdict.heard.isEmpty, let quote = verdict.heardAt else { return nil }
            return Unreasoned(defect: defect(verdict), quote: quote, notSaid: verdict.notHeard)
        }
        missed = score.verdicts.filter { !$0.isFound }.map(defect)
        ignored = score.ignored
    }

    /// What `kata check` prints under its first line. Before the review is green, a defect it
    /// has not named stays unnamed, and so does the metadata's reasoning, which names the ones
    /// that matter most: either would hand over the answer.
    func lines(style: Style, signalsPath: String) -> [String] {
        var lines: [String] = []
        let share = "\(found.count) of \(review.of) found with their reasons; a green review finds at least \(review.needed) and claims nothing wrong"
        lines.append(isGreen ? style.green(share) : share)
        if isEmpty { lines.append("The review is empty: write it below the comment, one finding a paragraph or bullet, each with why it matters.") }
        for item in found { lines.append("  " + style.green("found    ") + " \(label(item.defect)) (line \(item.line))") }
        for item in unreasoned {
            lines.append("  " + style.yellow("no reason") + " \(label(item.defect)): line \(item.quote.line) said \"\(item.quote.text)\"")
            lines.append("              not said: \(item.notSaid.joined(separator: ", "))")
        }
        for item in wrong {
            lines.append("  " + style.red("wrong    ") + " \(label(item.defect)): you said \"\(item.claim.quote)\" (line \(item.claim.line))")
            lines.append("              \(item.claim.why)")
        }
        for passage in ignored {
            switch passage.reason {
            case .keywordList(let defects):
                lines.append("  line \(passage.line) counts for nothing: it names \(defects) defects at once, which reads as a list of keywords")
            case .tooShort(let words, let defects):
                lines.append("  line \(passage.line) counts for nothing: \(words) words for \(defects) defect\(defects == 1 ? "" : "s"); say each with its reason")
            }
        }
        let said = Set(unreasoned.map(\.defect.number) + wrong.map(\.defect.number))
        let unnamed = missed.filter { !said.contains($0.number) }.count
        if isGreen {
            if !missed.isEmpty {
                lines.append("Not found (read these next):")
                lines += missed.map { "  \(label($0)): \($0.page)" }
            }
        } else if unnamed > 0 {
            lines.append("\(unnamed) more defect\(unnamed == 1 ? "" : "s") not named at all; the hints point the way.")
        }
        // The reasoning names the defects that matter most: said once the review is green.
        if isGreen { lines.append("Why \(review.needed) of \(review.of): \(review.why)") }
        lines.append(style.dim("This matches wording in \(signalsPath); it does not understand your review. Read \"no reason\" as \"not said that way\"."))
        return lines
    }

    private func label(_ defect: Defect) -> String {
        "\(defect.number == Score.WrongClaim.noDefect ? " –" : String(defect.number).leftPadded(to: 2))  \(defect.title)"
    }
}

/// Scores review exercises: no compiler, only the scorer.
enum ReviewCheck {
    /// The learner's review of `exercise` as it is on disk now.
    static func check(_ exercise: Exercise, in layout: Layout) throws -> Verdict {
        try check(exercise, from: layout.exerciseFolder(exercise), root: layout.root)
    }

    /// The review in `folder` (the learner's, or a scratch copy), scored against the exercise's
    /// signals under `root`.
    static func check(_ exercise: Exercise, from folder: URL, root: URL) throws -> Verdict {
        guard let review = exercise.review, let file = exercise.files.first else { throw ReviewCheckError.notAReview(exercise.name) }
        let text = try read(folder.appending(path: file), shownAs: "Exercises/\(exercise.name)/\(file)")
        return try verdict(text, for: review, root: root)
    }

    static func verdict(_ text: String, for review: Review, root: URL) throws -> Verdict {
        .reviewed(ReviewOutcome(scoring: text, against: try signals(of: review, root: root), for: review))
    }

    /// The review's signals, which must list as many defects as the metadata's "of M" says.
    static func signals(of review: Review, root: URL) throws -> Signals {
        let signals = try Signals.load(fromRoot: root, path: review.signals)
        guard signals.defects.count == review.of else {
            throw ReviewCheckError.wrongCount(review.signals, listed: signals.defects.count, metadata: review.of)
        }
        return signals
    }

    /// The review's text. An empty one is no error here: it is the review as shipped, red.
    static func read(_ url: URL, shownAs: String) throws -> String {
        do { return try ReviewFile.read(url, shownAs: shownAs) } catch ReviewError.empty {
            return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        }
    }
}

/// A review exercise the metadata and its signals file disagree about.
enum ReviewCheckError: Error, Equatable, CustomStringConvertible {
    case notAReview(String)
    case wrongCount(String, listed: Int, metadata: Int)

    var description: String {
        switch self {
        case .notAReview(let name): "\(name) is not a review exercise: it has no \"review\" in \(Catalog.metadataPath)"
        case .wrongCount(let path, let listed, let metadata):
            "\(path) lists \(listed) defects, and \(Catalog.metadataPath) says \"of \(metadata)\": make them agree"
        }
    }
}
