import Testing

@testable import KataRunner

/// A pattern passes over a text that lacks every word its matches must hold, without running
/// the expression. The words must be ones every match holds: a word it wrongly requires would
/// silently stop a misreading from being heard.
@Suite struct PatternPrefilterTests {
    @Test("The words every match holds", arguments: [(String, [String]?)]([
        ("(?<!main )(?<!global )actor (is|was) needed", ["needed"]),
        ("(?<!main )actor( [a-z]+){0,3} is", ["actor"]),
        ("tokens?", ["token"]),
        ("hard[- ]?coded", ["coded"]),
        ("\\bfinal\\b", ["final"]),
        ("\\$0\\.value", ["value"]),
        ("(URLSession|the session|data[(]for:?[)]) throws", ["throws"]),
        ("(URLSession|the session) (throws|returns)", ["urlsession", "session"]),
        ("(?:offline|URLError) case", ["case"]),
        ("[a-z]+ing", ["ing"]),
        ("(?-i:Any) values?", ["value"]),
        ("(a[|)]b|cde) x", nil),  // "ab" is too short: the class's | and ) do not split the group
    ]))
    func theRequiredWords(pattern: String, words: [String]?) {
        #expect(Pattern.requiredWords(in: Substring(pattern)) == words)
    }

    @Test("No word, when a match need not hold one", arguments: [
        "actor|class",  // either side alone
        "(actor)? is",  // an optional group, and "is" is too short
        "(?<!actor )is",  // a look-behind holds nothing of the match
        "(actor|) xy",  // an empty alternative
        "(?-i:Any) [a-z]+",  // a group with flags is left alone
    ])
    func noRequiredWord(pattern: String) {
        #expect(Pattern.requiredWords(in: Substring(pattern)) == nil)
    }

    @Test func aTextWithoutTheWordIsPassedOverAndOneWithItIsMatched() throws {
        let pattern = try Pattern("(URLSession|the session) (throws|returns) offline")
        #expect(pattern.matches("Then URLSession throws offline for us."))
        #expect(pattern.matches("THE SESSION RETURNS OFFLINE"))
        #expect(!pattern.matches("The client throws offline."))
    }
}

/// A match counts only as whole words, and the engine looks for one past the first that is not:
/// "(ok|okay)" stopped at "ok" inside "okay" and heard nothing, so "seems okay" was never praise.
@Suite struct PatternWholeWordTests {
    @Test("Whole words only, wherever a match starts or ends", arguments: [
        ("seems (ok|okay)", "That seems okay.", true),
        ("seems (ok|okay)", "That seems okayish.", false),
        ("main", "It runs on main.", true),
        ("main", "Hard to maintain.", false),
        ("try!", "It calls try!decode.", true),  // a symbol needs no edge
        ("&", "a&b", true),
        ("(é|ée)", "une idée", false),  // a letter with an accent is a letter
    ])
    func wholeWords(pattern: String, text: String, matches: Bool) throws {
        #expect(try Pattern(pattern).matches(text) == matches)
    }
}
