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

    init(_ source: String) throws {
        self.source = source
        let expanded = source.replacingOccurrences(of: " ... ", with: "(?: [^ ]+){0,4} ")
        regex = try NSRegularExpression(pattern: expanded, options: [.caseInsensitive])
    }

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
        let units = text as NSString
        let all = NSRange(location: 0, length: units.length)
        return regex.matches(in: text, range: all).map(\.range).filter { range in
            range.length > 0 && Self.isWholeWords(range, in: units)
        }
    }

    /// "main" must not count inside "maintain": a match that starts (or ends) with a letter or
    /// digit must not have one just before (or after) it. Symbols such as `&` or `try!` need no
    /// such edge.
    private static func isWholeWords(_ range: NSRange, in text: NSString) -> Bool {
        let first = range.location, last = range.location + range.length - 1
        if isWordUnit(text.character(at: first)), first > 0, isWordUnit(text.character(at: first - 1)) { return false }
        if isWordUnit(text.character(at: last)), last + 1 < text.length, isWordUnit(text.character(at: last + 1)) { return false }
        return true
    }

    private static func isWordUnit(_ unit: unichar) -> Bool {
        guard let scalar = Unicode.Scalar(unit) else { return true }  // half of a pair: part of a word
        return scalar == "_" || CharacterSet.alphanumerics.contains(scalar)
    }
}
