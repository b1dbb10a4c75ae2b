// Grade 4 · Production: one answer to duplicate followers while scrolling. `Production`'s
// PageSequence (Sources/Production/Pagination/PageSequence.swift) is another.
import Production

/// A user's followers, a page at a time, for `for try await page in followers { … }`.
struct Followers: AsyncSequence {
    typealias Element = Page<User>
    /// Loads the page at a cursor (nil for the first page), decoded: `GET /users/{id}/followers?cursor=…`.
    typealias Load = @Sendable (_ cursor: String?) async throws(APIError) -> Page<User>

    let load: Load

    func makeAsyncIterator() -> Iterator {
        Iterator(load: load)
    }

    struct Iterator: AsyncIteratorProtocol {
        /// Where the next page starts.
        enum Position {
            case first
            case after(cursor: String)
            case end
        }

        let load: Load
        var position = Position.first
        /// Every cursor the server has handed out, to tell a new page from one already read.
        var handedOut: Set<String> = []

        /// The next page, or nil after the last one. A page that failed throws; the screen shows
        /// "couldn't load more, tap to retry", and calls `next()` again.
        mutating func next() async throws -> Page<User>? {
            let cursor: String?
            switch position {
            case .first: cursor = nil
            case .after(let next): cursor = next
            case .end: return nil
            }
            // Only a page that arrived and decoded moves the list on. One that failed leaves it
            // where it was, so the next call asks for the same page: nothing skipped, nothing twice.
            let page = try await load(cursor)
            guard let next = page.nextCursor else {
                position = .end
                return page
            }
            // A cursor already handed out leads back to pages already read, for ever.
            guard handedOut.insert(next).inserted else { throw APIError.domain(.repeatedCursor) }
            position = .after(cursor: next)
            return page
        }
    }
}
