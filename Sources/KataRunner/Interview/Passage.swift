import Foundation

/// One paragraph, list item, table row or code block of a review: the unit the scorer judges.
/// A heading counts with the passage right below it.
struct Passage: Equatable {
    /// The line it starts on, counting from 1, to point the reader at it.
    let line: Int
    /// The text with Markdown emphasis and backticks removed, quotes straightened and all
    /// spacing made single spaces: what the patterns are matched against.
    var text: String { searchText.text }
    /// How much of `text` (UTF-16 units) is the heading above it, which a quote leaves out.
    let headingLength: Int
    /// Where a reason is listened for: the whole text, except in code with comments, where it
    /// is the comments alone. A rewrite's code is the fix; only a comment says why.
    var why: String { searchWhy.text }
    /// For a list item, the paragraph that opened its list with a colon ("Things that are fine:"),
    /// or nil: what the item is said as, which the praise rule reads.
    let lead: String?
    /// A Markdown quote ("> ..."): someone else's words, quoted to answer them.
    let quoted: Bool
    /// The lines it was cut from, with their numbers: a paragraph of several lines may be a
    /// record per line (a lint report), which `pieces` reads one by one.
    let lines: [(number: Int, text: String)]
    /// `text` and `why`, as the patterns read them.
    let searchText: SearchText
    let searchWhy: SearchText

    init(line: Int, text: String, heading: String? = nil, why: String? = nil, lead: String? = nil, quoted: Bool = false,
         lines: [(number: Int, text: String)] = []) {
        self.line = line
        self.lines = lines
        self.lead = lead.map(Self.normalize)
        self.quoted = quoted
        let heading = heading.map(Self.normalize) ?? ""
        searchText = SearchText(Self.normalize(heading.isEmpty ? text : heading + " " + text))
        headingLength = heading.isEmpty ? 0 : (heading as NSString).length + 1
        searchWhy = why.map { SearchText(Self.normalize($0)) } ?? searchText
    }

    /// Two passages are the same when they start on the same line and read the same.
    static func == (lhs: Passage, rhs: Passage) -> Bool {
        lhs.line == rhs.line && lhs.text == rhs.text
    }

    /// The passage's sentences (a `;` ends one), each a passage: how a paragraph that names too
    /// many defects to be read whole is read instead, when it gives each its own sentence.
    /// Empty for code, whose comments are read with what they are about.
    var sentences: [Passage] {
        guard why == text else { return [] }
        let units = text as NSString
        var sentences: [Passage] = [], start = 0
        for index in 0..<units.length where Self.endsSentence(units, at: index) || index == units.length - 1 {
            let piece = units.substring(with: NSRange(location: start, length: index + 1 - start))
            if piece.contains(where: \.isLetter) { sentences.append(Passage(line: line, text: piece)) }
            start = index + 1
        }
        return sentences
    }

    /// Its lines, each a passage: a lint report's records, one finding a line.
    var lineByLine: [Passage] {
        guard why == text else { return [] }
        return lines.map { Passage(line: $0.number, text: $0.text) }
    }

    /// Words with a letter or a digit in them.
    var words: Int {
        Self.words(in: text)
    }

    /// The review's words, each counted once: a list's title and an item's parent are read again
    /// with every item under them, but were written once. Code fences and comments are not words.
    static func words(inReview review: String) -> Int {
        withoutComments(review).split(separator: "\n").filter { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return !trimmed.hasPrefix("```") && !trimmed.hasPrefix("~~~")
        }.map { words(in: String($0)) }.reduce(0, +)
    }

    private static func words(in text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).filter { $0.contains { $0.isLetter || $0.isNumber } }.count
    }

    /// The sentence of the passage that holds `range` (UTF-16 units of `text`), cut at word
    /// ends to about `limit` characters around it: what the report quotes back to the candidate.
    func sentence(around range: NSRange, limit: Int = 160) -> String {
        let units = text as NSString
        var start = range.location, end = sentenceEnd(after: range.location + range.length)
        let floor = range.location >= headingLength ? headingLength : 0
        while start > floor, !Self.endsSentence(units, at: start - 1) { start -= 1 }
        if end < units.length, units.character(at: end) != 0x3B { end += 1 }  // keep a full stop, not a ;
        let before = max(0, (limit - range.length) / 3)
        let after = max(0, limit - range.length - before)
        var head = "", tail = ""
        if range.location - start > before {
            start = range.location - before
            while start < range.location, units.character(at: start - 1) != 0x20 { start += 1 }
            head = "…"
        }
        if end - (range.location + range.length) > after {
            end = range.location + range.length + after
            while end > range.location + range.length, units.character(at: end) != 0x20 { end -= 1 }
            tail = "…"
        }
        let quote = units.substring(with: NSRange(location: start, length: end - start)).trimmingCharacters(in: .whitespaces)
        return head + quote + tail
    }

    /// Where the sentence that goes on at `index` (UTF-16 units of `text`) ends: the index of
    /// its full stop or `;`, or the text's end.
    func sentenceEnd(after index: Int) -> Int {
        let units = text as NSString
        var end = index
        while end < units.length, !Self.endsSentence(units, at: end) { end += 1 }
        return end
    }

    /// A sentence ends at `;`; at `.` and a space, unless the word is an abbreviation ("e.g.");
    /// and at `?` or `!` followed by a space and a capital: "try! is" and "User?, Error?" go on.
    private static func endsSentence(_ text: NSString, at index: Int) -> Bool {
        let unit = text.character(at: index)
        if unit == 0x3B { return true }  // ;
        guard [0x2E, 0x3F, 0x21].contains(unit), index + 2 < text.length, text.character(at: index + 1) == 0x20,
              let next = Unicode.Scalar(text.character(at: index + 2)) else { return false }
        if unit == 0x2E {
            var start = index
            while start > 0, text.character(at: start - 1) != 0x20 { start -= 1 }
            let word = text.substring(with: NSRange(location: start, length: index + 1 - start)).lowercased()
            return !["e.g.", "i.e.", "etc.", "vs.", "cf.", "approx."].contains(word)
        }
        return CharacterSet.uppercaseLetters.contains(next) || next == "\"" || next == "("
    }

    /// Cuts a review into passages.
    static func split(_ review: String) -> [Passage] {
        var cutter = Cutter()
        for (index, line) in withoutComments(review).components(separatedBy: "\n").enumerated() {
            let indent = line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
            cutter.read(line.trimmingCharacters(in: .whitespaces), number: index + 1, indent: indent)
        }
        return cutter.finish()
    }

    /// The review without HTML comments (the note `kata interview` leaves in a new review),
    /// keeping its line numbers.
    static func withoutComments(_ text: String) -> String {
        var result = text
        while let open = result.range(of: "<!--") {
            let close = result.range(of: "-->", range: open.upperBound..<result.endIndex)?.upperBound ?? result.endIndex
            let breaks = result[open.lowerBound..<close].filter { $0 == "\n" }.count
            result.replaceSubrange(open.lowerBound..<close, with: String(repeating: "\n", count: breaks))
        }
        return result
    }

    static func normalize(_ text: String) -> String {
        // One pass: every review is cut and normalized passage by passage, in every test.
        var plain = String.UnicodeScalarView()
        var gap = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "`", "*": continue
            case _ where scalar.properties.isWhitespace:
                gap = !plain.isEmpty
                continue
            default:
                if gap { plain.append(" ") }
                gap = false
                switch scalar {
                case "\u{2018}", "\u{2019}": plain.append("'")
                case "\u{201C}", "\u{201D}": plain.append("\"")
                default: plain.append(scalar)
                }
            }
        }
        return String(plain)
    }
}

/// Reads a review line by line and closes a passage where Markdown starts a new block.
private struct Cutter {
    private var passages: [Passage] = []
    private var lines: [String] = []
    private var numbers: [Int] = []
    private var start = 0
    private var headingText: String?
    private var heading: (line: Int, text: String)?
    /// The last passage, when it is a bold line alone ("**#4 No way to call endpoints with no
    /// body**"): a ticket's title, if a list follows it.
    private var title: (index: Int, text: String)?
    /// The title each item of the list below it is read under: its "What happens:" and its
    /// "Why it matters:" are both about the ticket.
    private var listTitle: String?
    private var inCode = false
    /// The last paragraph, when it ended with a colon: the lead of the list items after it.
    private var lead: String?
    private var isItem = false
    private var quotedLines = 0
    private var code: [(number: Int, line: String)] = []
    /// The list items open above the next one, outermost first, with how far each is indented:
    /// an item nested under others is read with them, as "- `noData` is dead", with "- an empty
    /// body lands in decodingError" under it, says the why under the what.
    private var openItems: [(indent: Int, text: String)] = []

    mutating func read(_ line: String, number: Int, indent: Int = 0) {
        if line.hasPrefix("```") || line.hasPrefix("~~~") {
            close()
            lead = nil
            openItems = []
            if inCode { closeCode() }
            inCode.toggle()
            return
        }
        if inCode {
            code.append((number, line))
            return
        }
        if line.isEmpty { return close() }
        if let text = LineMark.heading.strip(line) {
            close()
            lead = nil
            listTitle = nil
            openItems = []
            if let heading { passages.append(Passage(line: heading.line, text: heading.text)) }
            heading = (number, text)
            return
        }
        if line.hasPrefix("|") {
            close()
            lead = nil
            openItems = []
            if !line.allSatisfy({ "|-: ".contains($0) }) { add(line, number: number) }
            return close()
        }
        if let item = LineMark.item.strip(line) {
            close()
            isItem = true
            if let title, title.index == passages.count - 1, heading == nil {
                passages.removeLast()
                listTitle = title.text
            }
            title = nil
            while let last = openItems.last, last.indent >= indent { openItems.removeLast() }
            let above = (listTitle.map { [$0] } ?? []) + openItems.map(\.text)
            if heading == nil, !above.isEmpty { heading = (number, above.joined(separator: " ")) }
            openItems.append((indent, item))
            return add(item, number: number)
        }
        if lines.isEmpty {
            listTitle = nil
            openItems = []
        }
        if let quoted = LineMark.quote.strip(line) {
            quotedLines += 1
            return add(quoted, number: number)
        }
        add(line, number: number)
    }

    mutating func finish() -> [Passage] {
        close()
        closeCode()
        if let heading { passages.append(Passage(line: heading.line, text: heading.text)) }
        return passages
    }

    private mutating func add(_ line: String, number: Int) {
        if lines.isEmpty {
            start = heading?.line ?? number
            headingText = heading?.text
            heading = nil
        }
        lines.append(line)
        numbers.append(number)
    }

    private mutating func close() {
        if Self.isChat(lines) {
            // A chat thread pasted line by line ("**maya:** ...", "dev: ..."): each message is a
            // passage with the one before it, as a reply is read with what it answers. As one
            // paragraph, a thread would read as a list of keywords. The `;` ends the first
            // message's sentence, so that a claim in it is quoted, and counted, once.
            for index in lines.indices {
                let text = (index > 0 ? lines[index - 1] + "; " : "") + lines[index]
                passages.append(Passage(line: numbers[index], text: text, heading: index == 0 ? headingText : nil))
            }
            lead = nil
        } else if !lines.isEmpty {
            let text = lines.joined(separator: " ")
            passages.append(Passage(line: start, text: text, heading: headingText, lead: isItem ? lead : nil,
                                    quoted: quotedLines == lines.count, lines: Array(zip(numbers, lines))))
            title = !isItem && headingText == nil && lines.count == 1 ? Self.boldLine(lines[0]).map { (passages.count - 1, $0) } : nil
            if !isItem { lead = text.hasSuffix(":") ? text : nil }
        }
        isItem = false
        quotedLines = 0
        lines = []
        numbers = []
        headingText = nil
    }

    /// Three lines or more, each opened by a speaker's name and a colon.
    private static func isChat(_ lines: [String]) -> Bool {
        lines.count >= 3 && lines.allSatisfy { LineMark.speaker.strip($0) != nil }
    }

    /// A code block without comments is one passage. In one with comments, each comment is a
    /// passage with the code it is about: its own line; the next line, when it stands alone; or,
    /// when it stands alone and closes a group of lines (a blank line or the block's end after
    /// it), that group, as "// cancelled propagates" under the catches it is about. Code without a
    /// comment says nothing of why, so it does not add its words to a passage that counts, and in
    /// a passage that counts only the comments give reasons (`why`).
    private mutating func closeCode() {
        defer { code = [] }
        guard code.contains(where: { Self.hasComment($0.line) }) else {
            for (number, line) in code { add(line, number: number) }
            return close()
        }
        if let heading { passages.append(Passage(line: heading.line, text: heading.text)) }
        heading = nil
        var pending: [(number: Int, line: String)] = []
        var bare: [(number: Int, line: String)] = []  // uncommented lines since a blank or a comment
        func emit(_ lines: [(number: Int, line: String)]) {
            guard let first = lines.first else { return }
            let comments = lines.compactMap { Self.comment(in: $0.line) }
            passages.append(Passage(line: first.number, text: lines.map(\.line).joined(separator: " "),
                                    why: comments.joined(separator: " ")))
        }
        func closeGroup() {
            if !pending.isEmpty { emit(bare + pending) }
            pending = []
            bare = []
        }
        for (number, line) in code {
            if line.hasPrefix("//") {
                pending.append((number, line))
            } else if line.isEmpty {
                closeGroup()
            } else if Self.hasComment(line) || !pending.isEmpty {
                emit(pending + [(number, line)])
                pending = []
                bare = []
            } else {
                bare.append((number, line))
            }
        }
        closeGroup()
    }

    /// The comment a line of code holds, from its `//` on, or nil: a `//` that starts a
    /// comment, not the one in `https://`.
    private static func comment(in line: String) -> String? {
        guard let match = LineMark.comment.match(in: line) else { return nil }
        return (line as NSString).substring(from: match.location + match.length - 2)
    }

    private static func hasComment(_ line: String) -> Bool {
        comment(in: line) != nil
    }

    /// A line that is all bold and does not open a list with a colon: a title.
    private static func boldLine(_ line: String) -> String? {
        guard LineMark.bold.strip(line) != nil, !line.hasSuffix(":**") else { return nil }
        return line.replacingOccurrences(of: "*", with: "")
    }
}

/// A mark in a line (a heading's `#`, a list's `-`, a quote's `>`, a comment's `//`), compiled
/// once: a review is cut line by line, and every line is tried against each.
// @unchecked: a compiled NSRegularExpression is immutable, as `Pattern` says.
private struct LineMark: @unchecked Sendable {
    static let heading = LineMark("^#{1,6} +")
    static let item = LineMark(#"^([-*+•]|[0-9]+[.)]) +"#)
    static let quote = LineMark("^>+ *")
    static let speaker = LineMark(#"^(\*\*|__)?[A-Za-z][A-Za-z0-9_.-]{0,19}(\*\*|__)?:(\*\*|__)? "#)
    static let bold = LineMark(#"^\*\*[^*]+\*\*$"#)
    static let comment = LineMark("(^|[^:])//")

    private let regex: NSRegularExpression

    private init(_ pattern: String) {
        regex = try! NSRegularExpression(pattern: pattern)  // literals: a bad one fails every scorer test at once
    }

    /// Where the mark is in the line, or nil.
    func match(in line: String) -> NSRange? {
        regex.firstMatch(in: line, range: NSRange(location: 0, length: (line as NSString).length))?.range
    }

    /// The line without the mark, or nil when it does not start with one.
    func strip(_ line: String) -> String? {
        match(in: line).map { (line as NSString).substring(from: $0.location + $0.length) }
    }
}
