import Foundation

/// What the search screen shows.
public enum SearchState: Equatable, Sendable {
    case idle
    case searching(String)
    case results(query: String, [User])
    case failed(query: String, FailureReason)
}

/// The search screen's logic: waits until typing pauses, sends one search, and never shows the
/// answer to a query the user has already changed.
@MainActor
public final class SearchViewModel {
    /// How long typing must pause before a search is sent.
    public static let debounce: Duration = .milliseconds(250)

    public private(set) var state = SearchState.idle {
        didSet { onChange?(state) }
    }
    /// Called with every new state, on the main actor.
    public var onChange: ((SearchState) -> Void)?

    private let client: APIClient
    private let clock: any Clock<Duration>
    private let now: @Sendable () -> Date
    private var searching: Task<Void, Never>?

    public init(client: APIClient, clock: any Clock<Duration>, now: @escaping @Sendable () -> Date = { Date() }) {
        self.client = client
        self.clock = clock
        self.now = now
    }

    /// The text in the search field changed.
    /// - Returns: the search it started, for a caller (a test) that wants to wait for it to end;
    ///   nil for empty text.
    @discardableResult
    public func queryChanged(_ text: String) -> Task<Void, Never>? {
        // The search for the previous text is no longer wanted, wherever it is.
        searching?.cancel()
        let query = text.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else {
            state = .idle
            return nil
        }
        let task = Task { await self.search(query) }
        searching = task
        return task
    }

    /// The screen went away.
    public func cancel() {
        searching?.cancel()
    }

    private func search(_ query: String) async {
        // Debounce on the injected clock. Cancelled here (the user typed on), it stops: no
        // `try?`, which would carry on and send the old query anyway.
        do { try await clock.sleep(for: Self.debounce) } catch { return }
        state = .searching(query)
        do throws(APIError) {
            let users = try await client.searchUsers(matching: query)
            // A newer query replaced this one while it was on its way: its answer is stale.
            guard !Task.isCancelled else { return }
            state = .results(query: query, users)
        } catch {
            guard !Task.isCancelled, let reason = FailureReason(error, now: now()) else { return }
            state = .failed(query: query, reason)
        }
    }
}
