// Grade 4 · Production. Duplicate followers while scrolling.
//
// Report 4 (docs/reports.md): "I scrolled through my followers and saw the same people twice.
// Then I counted: some were missing." The reliability chapter ("Pagination"): "A retry must not
// accidentally advance the cursor twice. The cursor should be updated only after a page is
// successfully received and decoded."
//
// Observe first: `swift run -q kata check 37`, and read which cursors the list asked for when
// page two failed once and the screen tried again, and what it did when the server sent the same
// cursor twice. The `// TODO` is in `Iterator.next()`.
//
// What you may use besides what this file shows: names and signatures, not answers.
// - `Page<User>.nextCursor: String?`: where the next page starts; nil on the last page.
// - `APIError.domain(DomainViolation)` with `DomainViolation.repeatedCursor`: the server handed
//   back a cursor it had already given.
// - `Set.insert(_:)`, whose `inserted: Bool` says whether the element was new (standard library).
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

        /// The next page, or nil after the last one. A page that failed throws; the screen shows
        /// "couldn't load more, tap to retry", and calls `next()` again.
        mutating func next() async throws -> Page<User>? {
            let cursor: String?
            switch position {
            case .first: cursor = nil
            case .after(let next): cursor = next
            case .end: return nil
            }
            // TODO: followers show up twice, and some are missing.
            // This page is on its way: until it says where the next one starts, there is none.
            position = .end
            let page = try await load(cursor)
            if let next = page.nextCursor { position = .after(cursor: next) }
            return page
        }
    }
}
