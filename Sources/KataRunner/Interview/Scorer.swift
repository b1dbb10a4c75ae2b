/// Judges a review against the signals: for each defect, whether one passage says both the
/// thing and the reason. It matches wording; it does not understand the review, and the report
/// says so.
enum Scorer {
    static func score(_ review: String, with signals: Signals) -> Score {
        var counted: [(passage: Passage, heard: [Int: Set<String>])] = []
        var ignored: [Score.Ignored] = []
        let passages = Passage.split(review)
        for passage in passages {
            let heard = Dictionary(uniqueKeysWithValues: signals.defects.map { ($0.number, heardSignals(of: $0, in: passage)) })
            let found = signals.defects.filter { isFound($0, heard: heard[$0.number] ?? []) }.count
            if found > signals.maxDefectsPerPassage {
                ignored.append(.init(line: passage.line, reason: .keywordList(defects: found)))
            } else if passage.words < found * signals.wordsPerDefect {
                ignored.append(.init(line: passage.line, reason: .tooShort(words: passage.words, defects: found)))
            } else {
                counted.append((passage, heard))
            }
        }
        let verdicts = signals.defects.map { defect in
            let heardPerPassage = counted.map { ($0.passage.line, $0.heard[defect.number] ?? []) }
            if let line = heardPerPassage.first(where: { isFound(defect, heard: $0.1) })?.0 {
                return Score.Verdict(defect: defect, foundAt: line, heard: [], notHeard: [])
            }
            let (heard, notHeard) = closestMiss(defect, heardPerPassage.map(\.1))
            return Score.Verdict(defect: defect, foundAt: nil, heard: heard, notHeard: notHeard)
        }
        let touched = signals.followUps.filter { followUp in
            counted.contains { entry in followUp.patterns.contains { $0.matches(entry.passage.text) } }
        }.map(\.title)
        let words = passages.map(\.words).reduce(0, +)
        return Score(verdicts: verdicts, ignored: ignored, followUps: signals.followUps, touchedFollowUps: Set(touched), words: words)
    }

    /// The names of the defect's signals that the passage matches.
    static func heardSignals(of defect: Signals.Defect, in passage: Passage) -> Set<String> {
        Set(defect.signals.filter { _, patterns in patterns.contains { $0.matches(passage.text) } }.keys)
    }

    static func isFound(_ defect: Signals.Defect, heard: Set<String>) -> Bool {
        defect.needs.contains { $0.allSatisfy(heard.contains) }
    }

    /// For a defect not found: the `needs` list one passage came closest to, split into what it
    /// said and what it did not. Closest is the largest share said; on a tie, the passage that
    /// names the thing itself (each list's first signal) over one that only brushes a reason.
    /// Nothing heard anywhere gives the first list, all not heard.
    private static func closestMiss(_ defect: Signals.Defect, _ heardPerPassage: [Set<String>]) -> ([String], [String]) {
        var best = (heard: [String](), notHeard: defect.needs[0], namesTheThing: false)
        for heard in heardPerPassage {
            for needs in defect.needs {
                let said = needs.filter(heard.contains)
                let namesTheThing = heard.contains(needs[0])
                // Shares compared without division.
                let mine = said.count * (best.heard.count + best.notHeard.count)
                let theirs = best.heard.count * needs.count
                if mine > theirs || (mine == theirs && namesTheThing && !best.namesTheThing) {
                    best = (said, needs.filter { !heard.contains($0) }, namesTheThing)
                }
            }
        }
        return (best.heard, best.notHeard)
    }
}

/// What `Scorer` judged.
struct Score {
    struct Verdict {
        let defect: Signals.Defect
        /// The line of the first passage that says it, or nil when none does.
        let foundAt: Int?
        /// For a defect not found: the signals the closest passage said, and the ones it did not.
        let heard: [String]
        let notHeard: [String]

        var isFound: Bool { foundAt != nil }
    }

    /// A passage that counts for nothing, and why.
    struct Ignored: Equatable {
        enum Reason: Equatable {
            case keywordList(defects: Int)
            case tooShort(words: Int, defects: Int)
        }

        let line: Int
        let reason: Reason
    }

    let verdicts: [Verdict]
    let ignored: [Ignored]
    let followUps: [Signals.FollowUp]
    let touchedFollowUps: Set<String>
    /// How many words the review has, for the report.
    let words: Int

    var found: [Int] { verdicts.filter(\.isFound).map(\.defect.number) }

    /// The follow-ups the review does not touch, those that build on defects it found first.
    func followUpsToRehearse(limit: Int = 3) -> [Signals.FollowUp] {
        let found = Set(found)
        let untouched = followUps.filter { !touchedFollowUps.contains($0.title) }
        let ready = untouched.filter { $0.after.allSatisfy(found.contains) }
        let rest = untouched.filter { !$0.after.allSatisfy(found.contains) }
        return Array((ready + rest).prefix(limit))
    }
}
