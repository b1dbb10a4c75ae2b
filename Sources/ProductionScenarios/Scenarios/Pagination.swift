import Foundation
import KataTestSupport
import Production
import KataUtilities

/// Duplicate or missing followers while scrolling.
public enum PaginationScenarios {
    public static let all: [Scenario<PagesFactory>] = [everyFollowerOnce, retryTheSamePage, repeatedCursor, stopsWhenAsked]

    static func user(_ id: Int) -> User {
        User(id: id, name: "Follower \(id)", avatarURL: URL(string: "https://example.com/\(id).png")!)
    }

    /// Red for: stopping at an empty page
    /// Red for: stopping at a short page
    /// Red for: asking for one more page after the last
    static let everyFollowerOnce = Scenario<PagesFactory>(
        "pagination.every-follower-once", .pagination, "every follower once, in order, past an empty page that still has a cursor"
    ) { makePages in
        let server = PagedServer([nil: ([1, 2], "c1"), "c1": ([], "c2"), "c2": ([3], nil)])
        let pages = makePages(server.load)
        let (items, error) = await drain(pages, retrying: false)
        return [
            Check(items == [1, 2, 3] && error == nil,
                  "The followers list showed \(items)\(error.map { " and failed with \($0)" } ?? ""): it must show 1, 2, 3 (page two is empty but has a cursor, so it is not the end)"),
            Check(server.requested == [nil, "c1", "c2"], "The app asked for the cursors \(server.requestedText); it must ask for the first page, c1, c2, and nothing after the last page"),
        ]
    }

    /// Red for: the cursor advanced before the page decoded: the retry skips a page, and its followers are missing
    static let retryTheSamePage = Scenario<PagesFactory>(
        "pagination.retry-the-same-page", .pagination, "a page that failed is asked for again with the same cursor"
    ) { makePages in
        let server = PagedServer([nil: ([1, 2], "c1"), "c1": ([3, 4], "c2"), "c2": ([5], nil)], failOnceAt: "c1")
        let pages = makePages(server.load)
        let (items, _) = await drain(pages, retrying: true)
        return [
            Check(items == [1, 2, 3, 4, 5],
                  "Page two failed to decode once and the list tried again: it showed \(items) instead of 1 to 5, each once"),
            Check(server.requested == [nil, "c1", "c1", "c2"], "The app asked for the cursors \(server.requestedText): the retry must ask for c1 again"),
        ]
    }

    /// Red for: following whatever cursor comes back: a server bug becomes an endless scroll of the same page
    /// Red for: comparing a cursor with the last one only: a loop of two pages never ends
    static let repeatedCursor = Scenario<PagesFactory>(
        "pagination.repeated-cursor", .pagination, "a cursor the server already gave is an error, not a loop"
    ) { makePages in
        // The same cursor twice in a row, then a loop through two pages (c1, c2, c1 again).
        let servers = [PagedServer([nil: ([1], "c1"), "c1": ([2], "c1")]),
                       PagedServer([nil: ([1], "c1"), "c1": ([2], "c2"), "c2": ([3], "c1")])]
        var checks: [Check] = []
        for (server, loop) in zip(servers, ["c1, c1", "c1, c2, c1"]) {
            let (items, error) = await drain(makePages(server.load), retrying: false, limit: 6)
            checks.append(Check(error == .domain && server.requested.count <= 3,
                                "The server sent the cursors \(loop): the list showed \(items), asked for \(server.requestedText) and ended \(error.map { "with \($0)" } ?? "without an error"). It must stop with a broken-rule error"))
        }
        return checks
    }

    /// Red for: fetching ahead: pages load for a screen that is gone
    static let stopsWhenAsked = Scenario<PagesFactory>(
        "pagination.stops", .pagination, "leaving the list, by breaking out or by cancelling, sends no more requests"
    ) { makePages in
        let after = PagedServer([nil: ([1], "c1"), "c1": ([2], "c2"), "c2": ([3], nil)])
        let breaking = makePages(after.load)
        _ = try? await breaking.next()
        let held = PagedServer([nil: ([1], "c1"), "c1": ([2], "c2"), "c2": ([3], nil)], holdAt: "c1")
        let cancelled = Started { () async throws -> [Int] in
            let pages = makePages(held.load)
            var items: [Int] = []
            while let page = try await pages.next() { items += page.items.map(\.id) }
            return items
        }
        _ = await held.waitUntilHeld()
        cancelled.cancel()
        let ended = await cancelled.end()
        return [
            Check(after.requested == [nil], "The user read the first page and left: the app asked for \(after.requestedText); it must stop at the first"),
            Check(ended.failure != nil && held.requested == [nil, "c1"],
                  "The user left while page two loaded: the list \(ended) and asked for \(held.requestedText); it must end without asking for c2"),
        ]
    }

    /// Reads every page; with `retrying`, a failed page is tried once more.
    static func drain(_ pages: any PageCursor, retrying: Bool, limit: Int = 20) async -> (items: [Int], error: Failure?) {
        var items: [Int] = []
        var retried = false
        for _ in 0..<limit {
            do {
                guard let page = try await pages.next() else { return (items, nil) }
                items += page.items.map(\.id)
            } catch {
                guard retrying, !retried else { return (items, Failure(error)) }
                retried = true
            }
        }
        return (items, .other("still going after \(limit) pages"))
    }
}

/// Pages by cursor; it can fail a cursor once, or hold it until the caller is cancelled.
final class PagedServer: Sendable {
    private let pages: [String?: (ids: [Int], next: String?)]
    private let failOnceAt: String?
    private let holdAt: String?
    private let state = Locked((requested: [String?](), failed: false))
    private let holding = Arrival<Void>()

    init(_ pages: [String?: (ids: [Int], next: String?)], failOnceAt: String? = nil, holdAt: String? = nil) {
        self.pages = pages
        self.failOnceAt = failOnceAt
        self.holdAt = holdAt
    }

    var requested: [String?] { state.withLock { $0.requested } }
    var requestedText: String { "[" + requested.map { $0 ?? "first page" }.joined(separator: ", ") + "]" }

    func waitUntilHeld() async -> Bool {
        await holding.value(within: Waits.bound) != nil
    }

    var load: PageSequence<User>.Load {
        { cursor async throws(APIError) in try await self.page(at: cursor) }
    }

    private func page(at cursor: String?) async throws(APIError) -> Page<User> {
        let failNow = state.withLock { state in
            state.requested.append(cursor)
            guard let failOnceAt, cursor == failOnceAt, !state.failed else { return false }
            state.failed = true
            return true
        }
        if failNow { throw .decoding(.emptyBody) }
        if let holdAt, cursor == holdAt {
            holding.deliver(())
            // Waits until cancelled, as a request in flight does; bounded all the same.
            let cancelled = Arrival<Void>()
            await withTaskCancellationHandler {
                _ = await cancelled.value(within: Waits.bound)
            } onCancel: {
                cancelled.deliver(())
            }
            throw .cancelled
        }
        guard let page = pages[cursor] else { throw .badStatus(HTTPFailure(status: 404)) }
        return Page(items: page.ids.map(PaginationScenarios.user), nextCursor: page.next)
    }
}
