import Foundation
import KataTestSupport

extension Defect {
    /// Searches for queries holding each character that means something in a URL, or that a URL
    /// cannot hold as it is. Joined into the URL by hand, `&` and `=` make a second parameter, `#`
    /// starts a fragment the server never sees, and a typed `%25` reads as `%`; the request must
    /// carry exactly one `q` holding exactly what was typed, for every query, and never trap.
    ///
    /// Queries that make `URL(string:)` return nil before the iOS 17 and macOS 14 SDKs (a space, a
    /// bare `%`, letters outside ASCII, emoji) run in a child process, where the original's `!`
    /// may trap: one child for all of them, each query reported as it is tried. `+` is read here
    /// as the URL's own syntax reads it, a `+`; a server that reads `+` as a space is exercise 28.
    static let d05Query = Defect(
        5, "query-not-encoded", "the search query is not encoded",
        inProcess: { subject in
            var checks: [Check] = []
            // The original sends each of these wrongly on every platform: its own checks.
            for query in ["tom&admin=true", "#1", "50%25"] {
                let call = await subject.searchUsers(matching: query, replies: [.ok("[]")])
                checks.append(.own(call.sentParameters == ["q=\(query)"], sentMessage(query, call.sentParameters.description)))
            }
            // Characters the original happens to send right, which a hand-made encoding can still break.
            for query in ["what?", "a/b", "x=y", "c++"] {
                let call = await subject.searchUsers(matching: query, replies: [.ok("[]")])
                checks.append(.also(call.sentParameters == ["q=\(query)"], sentMessage(query, call.sentParameters.description)))
            }
            return checks
        },
        child: ChildScenario(
            seeing: QueriesSent(),
            run: { subject, seen in
                for (index, query) in childQueries.enumerated() {
                    seen.note { $0.trying = index }
                    let call = await subject.searchUsers(matching: query, replies: [.ok("[]")])
                    seen.note { $0.sent[index] = call.sentParameters }
                }
            },
            checks: { run in
                childQueries.enumerated().map { index, query in
                    let expected = ["q=\(query)"]
                    let sent = run.seen?.sent[index]
                    let trapped = run.ending.crashed && run.seen?.trying == index
                    let message = trapped
                        ? "searching for \"\(query)\" \(run.ending): before the iOS 17 SDK, `URL(string:)` returns nil for \(trapCause(query)), and `!` traps"
                        : sentMessage(query, sent?.description ?? "(none: the child \(run.ending)\(lastTried(run).map { " on \"\($0)\"" } ?? ""))")
                    // The query with spaces is sent wrongly by the original everywhere; the others
                    // only where `URL(string:)` returns nil for them.
                    return index == 0 ? .own(sent == expected, message) : .also(sent == expected, message)
                }
            }))

    /// The first is the original's own failure on every platform; the rest hold a bare `%`,
    /// letters outside ASCII with a space, a script that is not Latin, and an emoji.
    private static let childQueries = ["tom & admin=true", "100%", "Zoë Müller", "日本語", "🎉"]

    /// The query the child was trying when it stopped.
    private static func lastTried(_ run: ChildRun<QueriesSent>) -> String? {
        run.seen?.trying.flatMap { childQueries.indices.contains($0) ? childQueries[$0] : nil }
    }

    /// What the child saw: the query it was trying, and the parameters each query sent.
    struct QueriesSent: Codable, Sendable {
        var trying: Int?
        var sent: [Int: [String]] = [:]
    }

    private static func sentMessage(_ query: String, _ sent: String) -> String {
        "searching for \"\(query)\" sent the parameters \(sent), not the one parameter q=\(query)"
    }

    private static func trapCause(_ query: String) -> String {
        if query.contains(" ") { return "a space" }
        if query.contains("%") { return "a % that starts no escape" }
        return "a character outside ASCII"
    }
}

extension Call {
    /// The query parameters of the first request, as `name=value`, decoded.
    var sentParameters: [String] {
        let items = requests.first?.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems } ?? []
        return items.map { "\($0.name)=\($0.value ?? "")" }
    }
}
