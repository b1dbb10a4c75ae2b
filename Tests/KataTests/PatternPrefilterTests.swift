import Foundation
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

/// An expression that starts with `^` and has no `|` of its own can only match at the text's
/// start, and is tried there alone; one with a `|` outside its groups is tried everywhere, since
/// its other side may match anywhere. A match asked for at a place is the first match only when
/// the first starts there.
@Suite struct PatternAnchorTests {
    @Test("Anchored, or not", arguments: [
        ("^(fine|good):", true),
        ("^[|]x", true),  // a class's | is a character
        ("^\\|x", true),  // so is an escaped one
        ("^(a|b)c", true),
        ("^fine:|great", false),
        ("a^", false),
        ("fine", false),
    ])
    func anchored(pattern: String, isAnchored: Bool) {
        #expect(Pattern.isAnchored(Substring(pattern)) == isAnchored)
    }

    @Test func anAnchoredPatternMatchesAtTheStartOnlyAndAnotherSideAnywhere() throws {
        #expect(try Pattern("^fine:").matches("Fine: the status check."))
        #expect(try !Pattern("^fine:").matches("This is fine: the status check."))
        #expect(try Pattern("^fine:|great").matches("This is great."))
    }

    @Test func aMatchAtAPlaceIsTheFirstMatchStartingThere() throws {
        let verdict = try Pattern("[^:.;?!]{2,40}: (ok|fine)")
        #expect(verdict.firstMatch(in: SearchText("Cancellation: fine."), startingAt: 0) == NSRange(location: 0, length: 18))
        // The first match starts at 5, with the space after the full stop: it is found there,
        // and neither at 0 nor at 6, where a later match would begin if the first were skipped.
        let text = SearchText("Well. Cancellation: fine.")
        #expect(verdict.firstMatch(in: text, startingAt: 0) == nil)
        #expect(verdict.firstMatch(in: text, startingAt: 5) == NSRange(location: 5, length: 19))
        #expect(verdict.firstMatch(in: text, startingAt: 6) == nil)
    }
}
