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
    /// Words one of which every match holds, in lowercase ASCII (`requiredWords(in:)`): a text
    /// without any of them is passed over without running the expression. The scorer runs
    /// hundreds of patterns on every passage, and most passages hold few of their words.
    let required: [String]?

    init(_ source: String) throws {
        self.source = source
        let expanded = source.replacingOccurrences(of: " ... ", with: "(?: [^ ]+){0,4} ")
        (regex, required) = try Self.compiled.get(expanded)
    }

    /// Each expression compiled once per process: a signals file holds hundreds, and a test
    /// that checks how a file is read parses one again and again.
    private static let compiled = Compiled()

    // @unchecked: the dictionary is read and written only under the lock.
    private final class Compiled: @unchecked Sendable {
        private let lock = NSLock()
        private var byPattern: [String: (NSRegularExpression, [String]?)] = [:]

        func get(_ pattern: String) throws -> (NSRegularExpression, [String]?) {
            lock.lock()
            defer { lock.unlock() }
            if let known = byPattern[pattern] { return known }
            let wholeWords = edge + "(?:" + pattern + ")" + edge
            let new = (try NSRegularExpression(pattern: wholeWords, options: [.caseInsensitive]), Pattern.requiredWords(in: Substring(pattern)))
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
        firstMatch(in: text) != nil
    }

    /// Where the first whole-word match is, in UTF-16 units of `text`, to quote around it.
    func firstMatch(in text: String) -> NSRange? {
        matches(in: text).first
    }

    /// Every whole-word match, in UTF-16 units of `text`.
    func matches(in text: String) -> [NSRange] {
        if let required, !text.lowercased().withCString({ haystack in required.contains { word in word.withCString { strstr(haystack, $0) != nil } } }) {
            return []
        }
        let all = NSRange(location: 0, length: (text as NSString).length)
        return regex.matches(in: text, range: all).map(\.range).filter { $0.length > 0 }
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
