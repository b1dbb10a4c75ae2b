/// A list the server hands out a cursor at a time, as an `AsyncSequence` of pages:
///
///     for try await page in client.followers(of: 1) { show(page.items) }
///
/// - The cursor moves only once a page has arrived and decoded. A page that fails leaves the
///   iterator where it was: calling `next()` again asks for the same page, so a retry neither
///   skips followers nor shows them twice.
/// - An empty page that still has a cursor is not the end; a page without one is.
/// - A cursor the server already handed out is an error (`.domain(.repeatedCursor)`), not a loop.
/// - Nothing is fetched ahead: breaking out of the loop, or cancelling its task, sends no more
///   requests.
///
/// The iteration throws `APIError` and nothing else (`Failure`, SE-0421; macOS 15, iOS 18), so
/// the loop's `catch` is as exhaustive as a call's.
public struct PageSequence<Item: Decodable & Sendable>: AsyncSequence, Sendable {
    public typealias Element = Page<Item>
    public typealias Failure = APIError
    /// Loads the page at a cursor; nil for the first page.
    public typealias Load = @Sendable (_ cursor: String?) async throws(APIError) -> Page<Item>

    private let load: Load

    public init(load: @escaping Load) {
        self.load = load
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(load: load)
    }

    public struct Iterator: AsyncIteratorProtocol {
        public typealias Failure = APIError

        private enum Position {
            case at(cursor: String?)
            case end
        }

        private let load: Load
        private var position = Position.at(cursor: nil)
        private var handedOut: Set<String> = []

        init(load: @escaping Load) {
            self.load = load
        }

        /// The next page, or nil after the last one. `for try await` calls this one.
        /// - Throws: the page's `APIError`; the iterator stays put, so `next()` can try again.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(APIError) -> Page<Item>? {
            guard case .at(let cursor) = position else { return nil }
            let page = try await load(cursor)
            // The page decoded: only now does the cursor move.
            position = try position(after: page)
            return page
        }

        /// The same, for a caller that calls `next()` itself.
        public mutating func next() async throws(APIError) -> Page<Item>? {
            try await next(isolation: nil)
        }

        private mutating func position(after page: Page<Item>) throws(APIError) -> Position {
            guard let next = page.nextCursor else { return .end }
            guard handedOut.insert(next).inserted else { throw .domain(.repeatedCursor) }
            return .at(cursor: next)
        }
    }
}
