import Foundation

/// Praise that denies a defect: "Credit where due: the status check is correct, and the error
/// keeps the body." A review that lists as right what the page counts as a defect has not found
/// it, and has said something the page refutes, however true the fact it praises.
///
/// Only what is said as praise is read ("credit where due:", "things it gets right:", "Fine:",
/// "the good news is", "I like", a ✅ or 🟢 item, a list under praise, "... is nice"), item by
/// item. An item denies the defect whose thing (the first signal of one of its `needs` lists) it
/// names first, even when it gives the reason too ("Fine: a cancelled request ends like any other
/// error"). A sentence that turns ("but", "though") denies nothing: praise that qualifies itself
/// is not a denial.
enum Praise {
    /// A stretch of a passage said as praise, and the sentence it is in. `subjectFirst`: praise
    /// that follows its subject ("the flexible method: String is nice") praises the clause's first
    /// words, not a thing named later in it ("force unwrap of the base URL is fine" praises the
    /// unwrap).
    private struct Scope {
        let range: NSRange
        let sentence: String
        var subjectFirst = false
    }

    static func denials(in passage: Passage, of defects: [Signals.Defect], refuting: [Pattern]) -> [Score.WrongClaim] {
        let units = passage.text as NSString
        var claims: [Score.WrongClaim] = []
        var denied = Set<Int>()
        for scope in scopes(in: passage) {
            if turns.matches(units.substring(with: scope.range)) || refuting.contains(where: { $0.matches(scope.sentence) })
                || Scorer.isAsked(scope.sentence, in: passage) { continue }
            for item in items(of: scope.range, in: units) {
                let text = units.substring(with: item)
                guard let (defect, thing) = subject(of: text, among: defects.filter { !denied.contains($0.number) }, scope: scope)
                else { continue }
                denied.insert(defect.number)
                let at = NSRange(location: item.location + thing.location, length: thing.length)
                claims.append(Score.WrongClaim(defect: defect.number, line: passage.line, quote: passage.sentence(around: at),
                                               why: "said to be right, but it is a defect of this code: \(defect.title)"))
            }
        }
        return claims
    }

    /// Where the passage praises: after an opening, to the end of its sentence; all of a list item
    /// whose lead praises, or of a paragraph that opens with praise, sentence by sentence; and the
    /// clause before praise that follows its subject.
    private static func scopes(in passage: Passage) -> [Scope] {
        let units = passage.text as NSString
        var scopes: [Scope] = []
        for opening in openings {
            for match in opening.matches(in: passage.searchText) {
                let start = match.location + match.length
                scopes.append(Scope(range: NSRange(location: start, length: passage.sentenceEnd(after: start) - start),
                                    sentence: passage.sentence(around: match, limit: 10_000)))
            }
        }
        // "Things that are fine, and I'd keep:" over a list, "What's right: cancellation. ..." at
        // a paragraph's start.
        let leadPraises = passage.lead.map(lastSentence(of:)).map { lead in openings.contains { $0.matches(lead) } || listOfPraise.matches(lead) }
        if leadPraises == true || anchoredOpenings.contains(where: { $0.matches(passage.searchText) }) {
            var start = passage.headingLength
            while start < units.length {
                let end = min(units.length, passage.sentenceEnd(after: start) + 1)
                let range = NSRange(location: start, length: end - start)
                // "I'd fix the unwraps first" after the praise is not more of it.
                if !criticism.matches(units.substring(with: range)) { scopes.append(Scope(range: range, sentence: units.substring(with: range))) }
                start = end
            }
        }
        if let match = labelVerdict.firstMatch(in: passage.searchText, startingAt: passage.headingLength) {
            let label = (units.substring(with: match) as NSString).range(of: ":").location
            scopes.append(Scope(range: NSRange(location: match.location, length: label), sentence: passage.sentence(around: match, limit: 10_000),
                                subjectFirst: true))
        }
        // Praise in the heading is its own passage's: a nested item's parent is read with it.
        for match in trailingPraise.matches(in: passage.searchText) + arrowPraise.matches(in: passage.searchText)
            where match.location >= passage.headingLength {
            let before = NSRange(location: passage.headingLength, length: max(0, match.location - passage.headingLength))
            let start = clauseStart(in: before, of: units)
            let sentence = passage.sentence(around: match, limit: 10_000)
            scopes.append(Scope(range: NSRange(location: start, length: match.location - start), sentence: sentence, subjectFirst: true))
            // "The decoder setup is good: snake case conversion ..." praises what the colon lists.
            let after = match.location + match.length
            if after < units.length, units.character(at: after) == 0x3A {
                scopes.append(Scope(range: NSRange(location: after + 1, length: passage.sentenceEnd(after: after + 1) - after - 1), sentence: sentence))
            }
        }
        return scopes
    }

    /// The defect an item of praise denies, and where it names its thing: the thing it names
    /// first (in "the header is sent over HTTPS only", the header), unless the item gives the
    /// praise's reason ("since the base URL is https"), praises an absence ("no force unwraps";
    /// "costs next to nothing" does not), or praises what the defect allows (`praisable`).
    private static func subject(of text: String, among defects: [Signals.Defect], scope: Scope) -> (Signals.Defect, NSRange)? {
        let search = SearchText(text)
        if reasonClause.matches(search) { return nil }
        let named = defects.compactMap { defect in thing(of: defect, in: search).map { (defect, $0) } }
        guard let (defect, thing) = named.min(by: { $0.1.location < $1.1.location }) else { return nil }
        let before = String(text.utf16.prefix(thing.location)) ?? ""
        if defect.praisable?.contains(where: { $0.matches(search) }) == true || negates.matches(before) { return nil }
        if scope.subjectFirst, before.split(separator: " ").count > 3 { return nil }
        return (defect, thing)
    }

    /// The sentence that ends `text`: in "I like the async/await. My comments:", only "My
    /// comments:" opens the list.
    private static func lastSentence(of text: String) -> String {
        let stops = [". ", "! ", "? "].compactMap { text.range(of: $0, options: .backwards)?.upperBound }
        return stops.max().map { String(text[$0...]) } ?? text
    }

    /// Where the clause that ends `range` starts: after its last ", ", "; " or ". " outside
    /// brackets, so that "keeping the body in `status(Int, Data)` is good" praises the body, not
    /// "Data)".
    private static func clauseStart(in range: NSRange, of units: NSString) -> Int {
        clauseStops.matches(in: units as String, range: range)
            .last { !isInsideBrackets($0.range.location, from: range.location, in: units) }
            .map { $0.range.location + $0.range.length } ?? range.location
    }

    /// Whether more brackets open than close between `start` and `location`.
    private static func isInsideBrackets(_ location: Int, from start: Int, in units: NSString) -> Bool {
        var depth = 0
        for index in start..<location {
            switch units.character(at: index) {
            case 0x28: depth += 1
            case 0x29: depth = max(0, depth - 1)
            default: break
            }
        }
        return depth > 0
    }

    /// Where the defect's thing is first named in `text`, or nil: the earliest match of any of
    /// its patterns ("keeping the body in `status(Int, Data)`" names the body first).
    private static func thing(of defect: Signals.Defect, in text: SearchText) -> NSRange? {
        defect.needs.compactMap(\.first).flatMap { defect.signals[$0] ?? [] }
            .compactMap { $0.firstMatch(in: text) }
            .min { $0.location < $1.location }
    }

    /// The list a praise sentence gives, cut at commas, semicolons and "and", but not inside
    /// brackets: "a configured URLSession (cache, timeouts)" is one item, not two.
    private static func items(of scope: NSRange, in units: NSString) -> [NSRange] {
        var items: [NSRange] = []
        var start = scope.location
        for separator in separators.matches(in: units as String, range: scope)
            where !isInsideBrackets(separator.range.location, from: scope.location, in: units) {
            items.append(NSRange(location: start, length: separator.range.location - start))
            start = separator.range.location + separator.range.length
        }
        items.append(NSRange(location: start, length: scope.location + scope.length - start))
        return items.filter { $0.length > 0 }
    }

    // Literals: a bad one fails every scorer test at once.
    private static let openings: [Pattern] = [
        #"credit where (credit is |it's |it is )?due\b:?"#,
        #"(things?|what|parts?|bits?)( that)?( I'm| I am| we're| I think| I'd say| I believe)?( quite| fairly| pretty)?( confident| sure)?( it| this| the code| the author| they| you)? (is|are|gets?|got|does|did|has|have)( done)? (right|well|correctly)( here)?:"#,
        #"^(fine|good|ok|okay|nice|praise|strengths?|positives?|pros|kudos|props|the good( parts?| bits?| stuff)?|(what's|what is) (good|right|fine|done well)|done well|well done|fine as is|fine as it is|no change needed)( here)?:"#,
        #"the good (news|part|thing) is( that)?"#,
        #"^(✅|✔️?|☑️?|👍|🟢)"#,
        #"\bI (also |really |especially )?(like|liked|love|appreciate|appreciated)( that| how| the way)?"#,
    ].map { try! Pattern($0) }

    /// A paragraph that opens a list of what is fine: "Things that are fine, and I'd push back on
    /// changing:", "What it does well:".
    private static let listOfPraise = try! Pattern(#"(things|what|parts|bits|stuff|the rest)( that| which)?( I think| I'd say)? (is|are|looks?|seems?|it does|it gets|they got|I'd keep|I would keep|I'd leave)( [a-z']+){0,3} (fine|good|right|well|ok|okay|sound|solid|correct|sensible)\b[^.;]{0,60}:$"#)

    /// "... is nice", "... is the right call": praise that follows what it praises.
    private static let trailingPraise = try! Pattern(#"((is|are|'s|was|were) (really |very |also |quite |pretty |just )?(nice|good|great|fine|correct|right|clean|elegant|sensible|solid|neat|handy|useful|helpful|the right (call|choice|design))|(looks?|seems?) (fine|good|ok|okay|right|correct|solid)|(is|are|'s)(, in my view,| in my view| to me)? (just |merely |purely |mostly |really )?(a matter of (style|taste)|cosmetic|stylistic))\b"#)
    /// "keeps body → good": a verdict after an arrow.
    private static let arrowPraise = try! Pattern(#"(→|->|=>) ?(good|nice|fine|ok|okay|great|correct|right)\b"#)
    /// "Cancellation: OK, data(for:) is cooperative": a label given a passing verdict.
    private static let labelVerdict = try! Pattern(#"[^:.;?!]{2,40}: (ok|okay|fine|good|solid|sound|correct)\b"#)
    private static let reasonClause = try! Pattern(#"^ ?(since|because|as|so|which|when|while|where|if)\b"#)
    /// The openings that hold only at a paragraph's start ("Fine:", "What's right:", ✅).
    private static let anchoredOpenings = openings.filter { $0.source.hasPrefix("^") }
    private static let criticism = try! Pattern(#"\b(I'd|I would|we should|should|must|needs? to|fix|fixing|change|replace|worry|worried|problem|issue|bug|risk|missing|lacks?)\b"#)
    private static let turns = try! Pattern(#"\b(but|though|although|however|except|unless|yet|whereas)\b"#)
    private static let negates = try! Pattern(#"(\bno\b|\bnot\b|\bnever\b|\bnothing\b|\bwithout\b|\w+n't\b|\black of\b|\bmissing\b|\babsence\b)"#)
    private static let separators = try! NSRegularExpression(pattern: #"(,|;)( and)? | and "#)
    private static let clauseStops = try! NSRegularExpression(pattern: "[,;.] ")
}
