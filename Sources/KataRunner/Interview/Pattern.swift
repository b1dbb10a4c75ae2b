import Foundation

/// One pattern of a signal: a regular expression that only counts when it matches whole words.
///
/// Written as in `docs/defects/signals.json`: matched without regard to case, `(?-i:...)` for a
/// part that must keep its case, and ` ... ` for up to four words in between.
// @unchecked: a compiled NSRegularExpression is immutable (Apple documents it as "an immutable
// representation of a compiled regular expression"), and the scorer's patterns are shared by the
// tests as a `static let`. Linux Foundation marks the class Sendable; an Apple SDK may not.
struct Pattern: @unchecked Sendable {
    let source: String
    private let regex: NSRegularExpression
    /// Words one of which every match holds, in lowercase ASCII (`requiredWords(in:)`), as the C
    /// strings `strstr` takes: a text without any of them is passed over without running the
    /// expression. The scorer runs hundreds of patterns on every passage, and most passages hold
    /// few of their words.
    private let required: [[CChar]]?

    /// Whether every match starts at the text's start (a `^` before all of it): then one place
    /// is tried, not every place, as the whole-word edge before the `^` keeps ICU from seeing.
    private let anchored: Bool

    init(_ source: String) throws {
        self.source = source
        let expanded = source.replacingOccurrences(of: " ... ", with: "(?: [^ ]+){0,4} ")
        (regex, required, anchored) = try Self.compiled.get(expanded)
    }

    /// A `^` first, and no `|` outside a group, class or escape.
    static func isAnchored(_ regex: Substring) -> Bool {
        guard regex.hasPrefix("^") else { return false }
        var depth = 0, inClass = false, escaped = false
        for char in regex.utf8 {
            if escaped { escaped = false; continue }
            switch char {
            case UInt8(ascii: "\\"): escaped = true
            case UInt8(ascii: "["): inClass = true
            case UInt8(ascii: "]"): inClass = false
            case UInt8(ascii: "(") where !inClass: depth += 1
            case UInt8(ascii: ")") where !inClass: depth -= 1
            case UInt8(ascii: "|") where !inClass && depth == 0: return false
            default: break
            }
        }
        return true
    }

    /// Each expression compiled once per process: a signals file holds hundreds, and a test
    /// that checks how a file is read parses one again and again.
    private static let compiled = Compiled()

    // @unchecked: the dictionary is read and written only under the lock.
    private final class Compiled: @unchecked Sendable {
        private let lock = NSLock()
        typealias Entry = (regex: NSRegularExpression, required: [[CChar]]?, anchored: Bool)
        private var byPattern: [String: Entry] = [:]

        func get(_ pattern: String) throws -> Entry {
            lock.lock()
            defer { lock.unlock() }
            if let known = byPattern[pattern] { return known }
            let wholeWords = edge + "(?:" + pattern + ")" + edge
            let new = (try NSRegularExpression(pattern: wholeWords, options: [.caseInsensitive]),
                       Pattern.requiredWords(in: Substring(pattern)).map { $0.map { Array($0.utf8CString) } },
                       Pattern.isAnchored(Substring(pattern)))
            byPattern[pattern] = new
            return new
        }
    }

    /// "main" must not count inside "maintain": where a match starts or ends with a letter or
    /// digit, the text must not go on with one. Symbols such as `&` or `try!` need no such edge.
    /// Written into the expression, not checked after it, so that the engine tries the next
    /// alternative: "(ok|okay)" must find "okay" whole, not stop at "ok". ICU's `\w` (letters,
    /// marks, digits, `_`) is the word character: a class spelled out of `\p{...}` cost the
    /// tests a third more time.
    private static let edge = #"(?:(?<!\w)|(?!\w))"#

    /// Whether `text` (already normalized: single spaces) holds a whole-word match.
    func matches(_ text: String) -> Bool {
        matches(SearchText(text))
    }

    func matches(_ text: SearchText) -> Bool {
        firstMatch(in: text) != nil
    }

    /// Where the first whole-word match is, in UTF-16 units of `text`, to quote around it.
    func firstMatch(in text: String) -> NSRange? {
        firstMatch(in: SearchText(text))
    }

    func firstMatch(in text: SearchText) -> NSRange? {
        guard mayMatch(text) else { return nil }
        return first(in: text, options: anchored ? .anchored : [])
    }

    /// The first whole-word match when it starts at `location`, nil when it starts anywhere
    /// else. At the text's start one place is tried, not every place.
    func firstMatch(in text: SearchText, startingAt location: Int) -> NSRange? {
        guard location == 0 else { return firstMatch(in: text).flatMap { $0.location == location ? $0 : nil } }
        guard mayMatch(text) else { return nil }
        return first(in: text, options: .anchored).flatMap { $0.location == 0 ? $0 : nil }
    }

    private func first(in text: SearchText, options: NSRegularExpression.MatchingOptions) -> NSRange? {
        var first: NSRange?
        regex.enumerateMatches(in: text.text, options: options, range: text.whole) { result, _, stop in
            guard let range = result?.range, range.length > 0 else { return }
            first = range
            stop.pointee = true
        }
        return first
    }

    /// Every whole-word match, in UTF-16 units of `text`.
    func matches(in text: String) -> [NSRange] {
        matches(in: SearchText(text))
    }

    func matches(in text: SearchText) -> [NSRange] {
        guard mayMatch(text) else { return [] }
        return regex.matches(in: text.text, options: anchored ? .anchored : [], range: text.whole).map(\.range).filter { $0.length > 0 }
    }

    /// False when the text holds none of the words every match holds.
    private func mayMatch(_ text: SearchText) -> Bool {
        guard let words = required else { return true }
        // Never empty: it ends with the C string's NUL.
        return text.lowered.withUnsafeBufferPointer { haystack in words.contains { strstr(haystack.baseAddress!, $0) != nil } }
    }

    /// Words one of which every match holds, in lowercase ASCII: the longest run of three or
    /// more letters outside every group, class and escape, or else a group every alternative of
    /// which holds such a word ("(URLSession|the session)" holds "urlsession" or "session"). A
    /// letter before `?`, `*` or `{` may be absent, and a group before one, or a look-around,
    /// need not match at all. Nil for an expression with a `|` of its own, or with no such word.
    static func requiredWords(in regex: Substring) -> [String]? {
        let chars = Array(regex.utf8)
        var depth = 0, index = 0, run: [UInt8] = [], best: [UInt8] = [], groupStart = 0
        var groups: [[String]] = []
        func end(before next: UInt8?) {
            if let next, optional.contains(next), !run.isEmpty { run.removeLast() }
            if run.count > best.count { best = run }
            run = []
        }
        while index < chars.count {
            let char = chars[index]
            switch char {
            case UInt8(ascii: "\\"):
                end(before: nil)
                index += 2
                continue
            case UInt8(ascii: "["):
                end(before: nil)
                index += 1
                if index < chars.count, chars[index] == UInt8(ascii: "^") { index += 1 }
                if index < chars.count, chars[index] == UInt8(ascii: "]") { index += 1 }
                while index < chars.count, chars[index] != UInt8(ascii: "]") { index += chars[index] == UInt8(ascii: "\\") ? 2 : 1 }
            case UInt8(ascii: "("):
                end(before: nil)
                if depth == 0 { groupStart = index }
                depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0, let group = Self.group(chars, from: groupStart, to: index), index + 1 >= chars.count || !optional.contains(chars[index + 1]) {
                    groups.append(group)
                }
            case UInt8(ascii: "|") where depth == 0:
                return nil
            default:
                if depth == 0, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(char | 0x20) {
                    run.append(char | 0x20)
                } else if depth == 0 {
                    end(before: char)
                }
            }
            index += 1
        }
        end(before: nil)
        if best.count >= 3 { return [String(decoding: best, as: UTF8.self)] }
        return groups.max { ($0.map(\.count).min() ?? 0) < ($1.map(\.count).min() ?? 0) }
    }

    private static let optional: [UInt8] = [UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "{")]

    /// The words one of which the group from `start` to `end` (its parentheses) holds, when
    /// each of its alternatives holds one; nil for a look-around or an alternative without.
    private static func group(_ chars: [UInt8], from start: Int, to end: Int) -> [String]? {
        var body = chars[(start + 1)..<end]
        if body.first == UInt8(ascii: "?") {
            guard body.count >= 2, body[body.startIndex + 1] == UInt8(ascii: ":") else { return nil }  // (?<! (?= (?i) ...
            body = body.dropFirst(2)
        }
        var alternatives: [ArraySlice<UInt8>] = [], depth = 0, from = body.startIndex, at = body.startIndex
        while at < body.endIndex {
            switch body[at] {
            case UInt8(ascii: "\\"): at += 1
            case UInt8(ascii: "["):
                at += 1
                while at < body.endIndex, body[at] != UInt8(ascii: "]") { at += body[at] == UInt8(ascii: "\\") ? 2 : 1 }
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: "|") where depth == 0: alternatives.append(body[from..<at]); from = at + 1
            default: break
            }
            at += 1
        }
        alternatives.append(body[from..<body.endIndex])
        var words: [String] = []
        for alternative in alternatives {
            guard let found = requiredWords(in: Substring(decoding: alternative, as: UTF8.self)) else { return nil }
            words += found
        }
        return words
    }
}

/// A text the patterns are run on, lowercased once for the prefilter: a passage is searched by
/// hundreds of patterns, and lowercasing it for each cost the scorer a seventh of its time.
struct SearchText {
    let text: String
    /// `text` lowercased, as a C string, where a pattern's required words are looked for.
    fileprivate let lowered: ContiguousArray<CChar>
    /// All of `text`, in UTF-16 units, as `NSRegularExpression` counts.
    fileprivate let whole: NSRange

    init(_ text: String) {
        self.text = text
        lowered = text.lowercased().utf8CString
        whole = NSRange(location: 0, length: text.utf16.count)
    }
}
