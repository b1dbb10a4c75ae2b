import Foundation
import Testing

@testable import KataRunner

/// The review scorer of exercises 43 and 44 on its eighteen tuning sets (Tests/KataTests/
/// BlindClientReviews and its held-out/ to held-out-17/): every verdict is ground truth's, nothing
/// is credited that ground truth does not find (but the credits named below), and every false claim
/// ground truth quotes is caught. The misreadings these sets taught are unit tests in
/// `ClientMisreadingTests`, which the default run has; this is the whole corpus, 144 reviews scored
/// in full, about 1.6 s of CPU, so the default `swift test` skips it (Swift Testing says so, with
/// the reason) and `scripts/measure-scorer.sh`, a CI step, runs it with `KATA_MEASURE_SCORER=1` and
/// prints each set's precision and recall.
@Suite(
    "The review scorer on its eighteen tuning sets (scripts/measure-scorer.sh)",
    .enabled(
        if: ProcessInfo.processInfo.environment["KATA_MEASURE_SCORER"] == "1",
        "scores all 144 tuning reviews: run scripts/measure-scorer.sh, or set KATA_MEASURE_SCORER=1"))
struct TuningSetTests {
    static let root = ClientMisreadingTests.root


    struct Truth: Decodable {
        struct Client: Decodable { let reviews: [Review] }
        struct Review: Decodable {
            let file: String
            let defects: [String: String]
            let wrongClaims: [String]
        }
        let clients: [String: Client]
    }

    /// The eighteen tuning sets: the first, then held-out/ to held-out-17/, each tuned on once
    /// the round before had been scored on it.
    static let folders = ["Tests/KataTests/BlindClientReviews"]
        + (1...17).map { "Tests/KataTests/BlindClientReviews/held-out\($0 == 1 ? "" : "-\($0)")" }

    static let reviews: [(client: String, folder: String, review: Truth.Review)] = {
        folders.flatMap { folder -> [(client: String, folder: String, review: Truth.Review)] in
            let data = try? Data(contentsOf: root.appending(path: "\(folder)/ground-truth.json"))
            let clients = data.flatMap { try? JSONDecoder().decode(Truth.self, from: $0).clients } ?? [:]
            return clients.keys.sorted().flatMap { client in clients[client]!.reviews.map { (client, folder, $0) } }
        }
    }()

    /// Every set is read: eight reviews each, and every false claim its ground truth quotes.
    @Test func everyTuningSetIsRead() {
        let claims = Self.folders.map { folder in Self.reviews.filter { $0.folder == folder }.map(\.review.wrongClaims.count).reduce(0, +) }
        #expect(Self.reviews.count == 8 * Self.folders.count)
        #expect(claims == [6, 17, 10, 26, 10, 11, 18, 11, 10, 15, 9, 11, 6, 5, 7, 6, 4, 8])
    }

    /// Every false claim ground truth quotes is caught alone, or else in its sentence, as the item
    /// of the list it is in, or in its paragraph: the whole review reports only the first
    /// misreading a passage states, and praise is wrong only where it praises ("Credit where due:
    /// ... the error keeps the body"; "Things that are fine:" above the item; "What's right:"
    /// opening the paragraph; a heading "Cancellation" over "This is fine").
    @Test(arguments: folders) func everyWrongClaimOfTheTuningSetIsCaught(folder: String) throws {
        let claims = Self.reviews.filter { $0.folder == folder }.flatMap { item in item.review.wrongClaims.map { (item, $0) } }
        for (item, claim) in claims {
            let text = try String(contentsOf: Self.root.appending(path: "\(item.folder)/\(item.review.file)"), encoding: .utf8)
            let quote = Passage.normalize(claim)
            let passage = try #require(Passage.split(text).first { $0.text.contains(quote) }, "\(item.review.file): \(claim)")
            // Praise in a list is said by the list's lead ("Things that are fine:"), and read with it.
            let listed = passage.lead.map { "\($0)\n\n- \(passage.text)" }
            let caught = try [quote, Self.sentence(of: quote, in: passage), listed, passage.text].compactMap { $0 }
                .contains { !(try ClientMisreadingTests.outcome($0, item.client)).wrong.isEmpty }
            #expect(caught, "\(item.client): \(claim)")
        }
    }

    /// From the full stop before `quote` to the end of its sentence, as the scoring script cuts
    /// it: a `;` does not start a new one, so "Fine: cancellation ...; no extra plumbing needed"
    /// keeps its praise.
    static func sentence(of quote: String, in passage: Passage) -> String {
        let units = passage.text as NSString
        let at = units.range(of: quote)
        let stop = units.range(of: ". ", options: .backwards, range: NSRange(location: 0, length: at.location))
        let start = stop.location == NSNotFound ? 0 : stop.location + 2
        return units.substring(with: NSRange(location: start, length: passage.sentenceEnd(after: at.location + at.length) - start))
    }

    /// The credits ground truth does not give that the scorer keeps: a question that asks what
    /// .iso8601 does with "…00.123Z" is heard as the fractional seconds it points at; terse
    /// reasons that restate the title ("parameters ignored for POST/PUT; no request body ever
    /// set", "offline arrives as raw URLError", held-out-9's "dropped without any error"); and
    /// held-out-8's five, held-out-9's other two, and held-out-10's and held-out-11's four
    /// ("offline is declared but never thrown", "parameters are ignored for non-GET", "the
    /// parameters just vanish", "hides URLError codes"), and held-out-12's and held-out-13's six
    /// ("noData is dead" without the 204 it fails; a rewrite's comment that says what changed), and
    /// held-out-14's and held-out-15's eight, of the same kinds, but for one: held-out-14's actor 59
    /// gives a crash "if a caller builds a bad URL from user input" as finding 5's reason, which
    /// its writer labels wrong, where four writers before it labelled the same reason found (one
    /// quoting the claim); the scorer takes the four (finding 5 found, the claim reported about no
    /// finding). Their writers labelled
    /// them named, where other writers label the same words found. (A timeout or a retry named
    /// with a fact, "the 60 s default", "no retry for transient failures", is no longer credited:
    /// seven writers labelled it named.) held-out-16's and held-out-17's nine are of the same
    /// kinds ("dropped silently", "fails to decode", ".iso8601 rejects fractional seconds" with no
    /// consequence, "nothing decodes the error message" as finding 4's reason, a string method
    /// only), and finding 5 given a crash on a bad path as its reason, which held-out-17's writer
    /// labels wrong (the scorer reports the claim, so the review is red, as ground truth has it).
    /// Any other is a failure, and so is an entry the scorer no longer credits. Round 20 took out
    /// 26 such stale credits: 18 of the four findings whose title it stopped hearing as a reason
    /// (blog 8; actor 2, 3 and 10), and 8 of blog 9 and actor 5. Round 24 heard a bodiless GET's
    /// Content-Type called "meaningless", "noise" or "should be Accept" as blog 9's reason, as both
    /// labellers of held-out-58/ to -65/ do; held-out-16's writer labels blog 66's "meaningless"
    /// named.
    static let knownOverCredits = ["Tests/KataTests/BlindClientReviews/held-out-3/actor/14-socratic.md": Set([10]),
                                   "Tests/KataTests/BlindClientReviews/held-out-8/blog/35-traffic-lights.md": Set([11]),
                                   "Tests/KataTests/BlindClientReviews/held-out-8/actor/35-traffic-lights.md": Set([8]),
                                   "Tests/KataTests/BlindClientReviews/held-out-9/actor/38-suggestions.md": Set([11]),
                                   "Tests/KataTests/BlindClientReviews/held-out-11/blog/47-checklist.md": Set([3]),
                                   "Tests/KataTests/BlindClientReviews/held-out-12/blog/50-mentor-explains.md": Set([11]),
                                   "Tests/KataTests/BlindClientReviews/held-out-12/blog/51-overconfident.md": Set([11]),
                                   "Tests/KataTests/BlindClientReviews/held-out-13/blog/53-annotated-diff.md": Set([3]),
                                   "Tests/KataTests/BlindClientReviews/held-out-15/blog/62-architect.md": Set([4]),
                                   "Tests/KataTests/BlindClientReviews/held-out-15/actor/63-bare-bullets.md": Set([8]),
                                   "Tests/KataTests/BlindClientReviews/held-out-16/blog/66-per-symbol.md": Set([9]),
                                   "Tests/KataTests/BlindClientReviews/held-out-16/actor/65-onboarding-notes.md": Set([11]),
                                   "Tests/KataTests/BlindClientReviews/held-out-16/actor/68-two-sentences.md": Set([8, 11]),
                                   "Tests/KataTests/BlindClientReviews/held-out-17/actor/69-incident-forecast.md": Set([4])]

    /// The reviews whose verdict is not ground truth's, pinned so that a change to them shows.
    /// held-out-16's actor 66 says "status(Int, Data) is fine" and, elsewhere, that it drops
    /// Retry-After. Its writer labels finding 4 found by the two-halves rule, unsure; the scorer
    /// hears the praise as a misreading and the review is red. The other four give a crash on "a
    /// malformed path" or "one bad path" as finding 5's reason, and their writers label it found,
    /// each noting that no path makes the unwraps nil (the page's measurement) but taking the crash
    /// as the reason; the writers of held-out-14/ and -17/, and both labellers of held-out-29/,
    /// label the same claim wrong. Round 17 follows the page and the two labellers: a crash said to
    /// happen on a bad path is a false claim about finding 5, so these four are red. Blog 57 gives
    /// "body is dropped silently" as defect 8's reason, and its writer labels it found; both
    /// labellers of every set from held-out-23/ to -45/ that says only that label it named (the
    /// title restated), and round 20 follows them, so 57 finds five, one short of green.
    static let knownWrongVerdicts: Set = [
        "Tests/KataTests/BlindClientReviews/held-out-14/blog/57-direct-message.md",
        "Tests/KataTests/BlindClientReviews/held-out-16/actor/66-per-symbol.md",
        "Tests/KataTests/BlindClientReviews/held-out-11/actor/45-table.md",
        "Tests/KataTests/BlindClientReviews/held-out-12/actor/49-bug-tickets.md",
        "Tests/KataTests/BlindClientReviews/held-out-13/actor/53-annotated-diff.md",
        "Tests/KataTests/BlindClientReviews/held-out-16/actor/68-two-sentences.md",
    ]

    /// Green exactly when ground truth finds the pass's share and quotes no false claim (but the
    /// one verdict known above); nothing credited that ground truth labels wrong, named or absent,
    /// but the ones known above.
    @Test(arguments: folders) func theTuningSetsVerdictsAreGroundTruths(folder: String) throws {
        let set = Self.reviews.filter { $0.folder == folder }
        #expect(set.count == 8)
        var tally: [String: (credited: Int, right: Int, found: Int)] = [:]
        for (client, _, review) in set {
            let text = try String(contentsOf: Self.root.appending(path: "\(folder)/\(review.file)"), encoding: .utf8)
            let outcome = try ClientMisreadingTests.outcome(text, client)
            let found = Set(review.defects.filter { $0.value == "found" }.compactMap { Int($0.key) })
            let known = Self.knownOverCredits["\(folder)/\(review.file)"] ?? []
            #expect(Set(outcome.found.map(\.defect.number)).subtracting(known).isSubset(of: found), "\(folder)/\(review.file)")
            // A known over-credit the scorer no longer gives is stale: take it out of the list.
            #expect(known.isSubset(of: Set(outcome.found.map(\.defect.number))), "\(folder)/\(review.file): no longer credited")
            let truth = found.count >= outcome.review.needed && review.wrongClaims.isEmpty
            #expect(outcome.isGreen == (truth != Self.knownWrongVerdicts.contains("\(folder)/\(review.file)")), "\(folder)/\(review.file)")
            let credited = Set(outcome.found.map(\.defect.number))
            let sum = tally[client, default: (0, 0, 0)]
            tally[client] = (sum.credited + credited.count, sum.right + credited.intersection(found).count, sum.found + found.count)
        }
        // One row a set for scripts/measure-scorer.sh: precision and recall per client.
        let figures = ["blog", "actor"].map { client in
            let sum = tally[client, default: (0, 0, 0)]
            return "\(sum.right)/\(sum.credited) \(sum.right)/\(sum.found)"
        }
        print((["scorer-set", String(Self.folders.firstIndex(of: folder) ?? -1), folder.components(separatedBy: "/").last ?? folder] + figures).joined(separator: "\t"))
    }
}
