/// Judges a review against the signals: for each defect, whether one passage says both the
/// thing and the reason. It matches wording; it does not understand the review, and the report
/// says so.
enum Scorer {
    static func score(_ review: String, with signals: Signals) -> Score {
        var counted: [(passage: Passage, heard: [Int: Set<String>], wrong: Set<Int>)] = []
        var ignored: [Score.Ignored] = []
        var claims: [Score.WrongClaim] = []
        var strays: [Score.WrongClaim] = []
        let passages = Passage.split(review)
        // A quote of someone else ("> The force unwrap is a crash waiting to happen.") is what
        // the review answers: neither a claim of its own nor a finding.
        for passage in passages where !passage.quoted {
            // About none of the defects: the review is wrong, and no defect loses its credit.
            if let stray = wrongClaim(among: signals.wrong, about: Score.WrongClaim.noDefect, in: passage, refuting: signals.refuting),
               !strays.contains(where: { $0.quote == stray.quote }) {
                strays.append(stray)
            }
            // A wrong claim is reported wherever it is said, even in a passage that counts for
            // nothing else; the defect it is about gets no credit from that passage.
            var wrongHere = signals.defects.compactMap { wrongClaim(about: $0, in: passage, refuting: signals.refuting) }
            let misread = Set(wrongHere.map(\.defect))
            wrongHere += Praise.denials(in: passage, of: signals.defects.filter { !misread.contains($0.number) }, refuting: signals.refuting)
            // A sentence read in two passages (a chat's reply is read with the message before it)
            // is one claim.
            claims += wrongHere.filter { claim in !claims.contains { $0.defect == claim.defect && $0.quote == claim.quote } }
            let wrong = Set(wrongHere.map(\.defect))
            // Too many defects at once: read its sentences, or its lines, one by one; each that
            // still names too many is a list of keywords. Its claims were heard above, once.
            for (piece, found, heard) in judged(passage, wrong: wrong, signals: signals) {
                if found > signals.maxDefectsPerPassage {
                    ignored.append(.init(line: piece.line, reason: .keywordList(defects: found)))
                } else if piece.words < found * signals.wordsPerDefect {
                    ignored.append(.init(line: piece.line, reason: .tooShort(words: piece.words, defects: found)))
                } else {
                    counted.append((piece, heard, wrong))
                }
            }
        }
        // A wrong claim that takes back what the review said before ("no wait, ... scratch that"):
        // the retraction stands, so its defect is found nowhere in the review.
        let retracted = Set(claims.filter { claim in retracting.contains { $0.matches(claim.quote) } }.map(\.defect))
        let verdicts = signals.defects.map { defect in
            let wrong = claims.filter { $0.defect == defect.number }
            let candidates = retracted.contains(defect.number) ? [] : counted.filter { !$0.wrong.contains(defect.number) }
            if let line = candidates.first(where: { isFound(defect, heard: $0.heard[defect.number] ?? []) })?.passage.line {
                return Score.Verdict(defect: defect, foundAt: line, heard: [], notHeard: [], heardAt: nil, wrong: wrong)
            }
            let miss = closestMiss(defect, candidates.map { ($0.passage, $0.heard[defect.number] ?? []) })
            return Score.Verdict(defect: defect, foundAt: nil, heard: miss.heard, notHeard: miss.notHeard, heardAt: miss.at, wrong: wrong)
        }
        let touched = signals.followUps.filter { followUp in
            counted.contains { entry in followUp.patterns.contains { $0.matches(entry.passage.searchText) } }
        }.map(\.title)
        return Score(verdicts: verdicts, strays: strays, ignored: ignored, followUps: signals.followUps,
                     touchedFollowUps: Set(touched), words: Passage.words(inReview: review))
    }

    private typealias Judged = (passage: Passage, found: Int, heard: [Int: Set<String>])

    /// The passage with how many defects it finds and the signals it hears; for one that finds
    /// more than a passage may, the reading of it that finds most: its sentences, or its lines
    /// when each line holds at most one finding (a lint report). Keywords stuffed a few to a
    /// line, with no full stop, have neither.
    private static func judged(_ passage: Passage, wrong: Set<Int>, signals: Signals) -> [Judged] {
        func judge(_ passage: Passage) -> Judged {
            let heard = Dictionary(uniqueKeysWithValues: signals.defects.map { ($0.number, heardSignals(of: $0, in: passage)) })
            return (passage, signals.defects.filter { !wrong.contains($0.number) && isFound($0, heard: heard[$0.number] ?? []) }.count, heard)
        }
        let whole = judge(passage)
        guard whole.found > signals.maxDefectsPerPassage else { return [whole] }
        let sentences = passage.sentences.map(judge)
        let lines = passage.lineByLine.map(judge)
        let readings = [sentences, lines.allSatisfy { $0.found <= 1 } ? lines : []].filter { $0.count > 1 }
        func total(_ reading: [Judged]) -> Int {
            reading.map(\.found).filter { $0 <= signals.maxDefectsPerPassage }.reduce(0, +)
        }
        return readings.max { total($0) < total($1) } ?? [whole]
    }

    /// The names of the defect's signals that the passage matches. The thing (the first signal
    /// of a `needs` list) is heard anywhere in it, a reason only in its `why`: in a rewrite, the
    /// code names the fix ("Accept"), and only its comment says why.
    ///
    /// A reason is listened for only beside a thing heard: without its thing a `needs` list is
    /// neither found nor the closest miss, and most passages name few of the defects.
    static func heardSignals(of defect: Signals.Defect, in passage: Passage) -> Set<String> {
        let things = Set(defect.needs.compactMap(\.first))
        func heard(_ name: String, in text: SearchText) -> Bool {
            defect.signals[name]?.contains { $0.matches(text) } ?? false
        }
        let thingsHeard = things.filter { heard($0, in: passage.searchText) }
        let reasons = Set(defect.needs.filter { thingsHeard.contains($0[0]) }.flatMap { $0.dropFirst() }).subtracting(things)
        return thingsHeard.union(reasons.filter { heard($0, in: passage.searchWhy) })
    }

    static func isFound(_ defect: Signals.Defect, heard: Set<String>) -> Bool {
        defect.needs.contains { $0.allSatisfy(heard.contains) }
    }

    /// The first misreading of the defect the passage states, quoted, unless the sentence that
    /// states it only reports it to refute it ("some people think the try! is fine, but...").
    static func wrongClaim(about defect: Signals.Defect, in passage: Passage, refuting: [Pattern]) -> Score.WrongClaim? {
        wrongClaim(among: defect.wrong, about: defect.number, in: passage, refuting: refuting)
    }

    /// The first of `misreadings` the passage states, as a claim about defect `number`.
    static func wrongClaim(among misreadings: [Signals.Misreading], about number: Int, in passage: Passage,
                           refuting: [Pattern]) -> Score.WrongClaim? {
        for misreading in misreadings {
            for pattern in misreading.patterns {
                guard let range = pattern.firstMatch(in: passage.searchText) else { continue }
                let sentence = passage.sentence(around: range, limit: 10_000)
                if refuting.contains(where: { $0.matches(sentence) }) || isAsked(sentence, in: passage) { continue }
                return Score.WrongClaim(defect: number, line: passage.line, quote: passage.sentence(around: range), why: misreading.why)
            }
        }
        return nil
    }

    /// A misreading asked, not claimed: its sentence is a question ("should it have [weak
    /// self]?"), or its passage asks one and says the writer is unsure ("I'm not sure how actors
    /// work with await"), of this sentence: it says so, or the next sentence asks ("Escaping
    /// closures capture self. Does that apply here? Not sure."). A candidate who asks has not
    /// claimed it; a confident claim beside a question, or the fix that follows the doubt
    /// ("Not sure, but is it on the main thread? Maybe put it on a background queue"), is a claim.
    static func isAsked(_ sentence: String, in passage: Passage) -> Bool {
        let said = sentence.trimmingCharacters(in: .whitespaces)
        if said.hasSuffix("?") { return true }
        guard passage.text.contains("?"), unsure.contains(where: { $0.matches(passage.searchText) }) else { return false }
        if unsure.contains(where: { $0.matches(said) }) { return true }
        guard let end = passage.text.range(of: said)?.upperBound else { return true }
        let next = passage.text[end...]
        return next.firstIndex { ".!?".contains($0) }.map { next[$0] == "?" } ?? false
    }

    private static let retracting: [Pattern] = [
        "scratch that", "(I )?take (that|it) back", "no,? wait", "strike that", "(forget|ignore) (that|what I (just )?said)",
    ].map { try! Pattern($0) }  // literals: a bad one fails every scorer test at once

    private static let unsure: [Pattern] = [
        #"(not|\w+n't) (100 ?% |entirely |completely |really |quite |totally )?sure"#, "unsure", "wanted to ask",
        "I wonder", "(one|a|my) question", "^question:",
    ].map { try! Pattern($0) }  // literals: a bad one fails every scorer test at once

    /// For a defect not found: the `needs` list one passage came closest to, split into what it
    /// said and what it did not, with where it said it. Only a passage that names the thing
    /// (the list's first signal) is taken as talking about this defect: one that only brushes a
    /// reason is about something else, and quoting it would tell the candidate they said what
    /// they did not. Closest is the largest share said. Nothing named anywhere gives the first
    /// list, all not heard.
    private static func closestMiss(_ defect: Signals.Defect, _ heardPerPassage: [(Passage, Set<String>)])
        -> (heard: [String], notHeard: [String], at: Score.Quote?) {
        var best = (heard: [String](), notHeard: defect.needs[0], at: Score.Quote?.none)
        for (passage, heard) in heardPerPassage {
            for needs in defect.needs where heard.contains(needs[0]) {
                let said = needs.filter(heard.contains)
                // Shares compared without division.
                let mine = said.count * (best.heard.count + best.notHeard.count)
                let theirs = best.heard.count * needs.count
                if mine > theirs {
                    best = (said, needs.filter { !heard.contains($0) }, quote(of: needs[0], in: defect, from: passage))
                }
            }
        }
        return best
    }

    /// The sentence where the passage names the signal.
    private static func quote(of signal: String, in defect: Signals.Defect, from passage: Passage) -> Score.Quote? {
        let range = defect.signals[signal]?.lazy.compactMap { $0.firstMatch(in: passage.searchText) }.first
        return range.map { Score.Quote(line: passage.line, text: passage.sentence(around: $0, limit: 100)) }
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
        /// Where that passage names the defect, for the report to quote.
        let heardAt: Quote?
        /// What the review says about this defect that is wrong.
        let wrong: [WrongClaim]

        var isFound: Bool { foundAt != nil }
    }

    /// A sentence of the review, and the line its passage starts on.
    struct Quote: Equatable {
        let line: Int
        let text: String
    }

    /// A passage that states a misreading of a defect, or denies it.
    struct WrongClaim: Equatable {
        /// The defect it is about, or `noDefect`.
        let defect: Int
        let line: Int
        /// The sentence that says it.
        let quote: String
        /// Why it is wrong, from the signals file.
        let why: String

        /// The defect number of a claim about none of the defects (the file's top-level `wrong`).
        static let noDefect = 0
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
    /// Wrong claims about none of the defects.
    let strays: [WrongClaim]
    let ignored: [Ignored]
    let followUps: [Signals.FollowUp]
    let touchedFollowUps: Set<String>
    /// How many words the review has, for the report.
    let words: Int

    var found: [Int] { verdicts.filter(\.isFound).map(\.defect.number) }
    /// The defects the review says something wrong about.
    var wrong: [Int] { verdicts.filter { !$0.wrong.isEmpty }.map(\.defect.number) }

    /// The defects whose page the candidate should read, most important first: the four the
    /// interview guide asks every candidate to find (1, 4, 9 and 10), then those the review got
    /// wrong, then the rest it missed, each group in defect order.
    func readNext(first: [Int] = [1, 4, 9, 10]) -> [Verdict] {
        let due = verdicts.filter { !$0.isFound || !$0.wrong.isEmpty }
        let core = first.compactMap { number in due.first { $0.defect.number == number } }
        let rest = due.filter { !first.contains($0.defect.number) }
        return core + rest.filter { !$0.wrong.isEmpty } + rest.filter { $0.wrong.isEmpty }
    }

    /// The follow-ups the review does not touch, those that build on defects it found first.
    func followUpsToRehearse(limit: Int = 3) -> [Signals.FollowUp] {
        let found = Set(found)
        let untouched = followUps.filter { !touchedFollowUps.contains($0.title) }
        let ready = untouched.filter { $0.after.allSatisfy(found.contains) }
        let rest = untouched.filter { !$0.after.allSatisfy(found.contains) }
        return Array((ready + rest).prefix(limit))
    }
}
