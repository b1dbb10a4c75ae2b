// Grade 4 · Production: one answer to a screen that shows errors it should not, the search screen.
import Foundation
import Production

/// The search screen's logic: waits until typing pauses, then searches for what is in the field.
@MainActor
final class SearchModel {
    /// How long typing must pause before a search is sent.
    static let debounce: Duration = .milliseconds(250)

    private(set) var state = SearchState.idle

    private let client: APIClient
    /// What the debounce waits on: a manual clock in the tests.
    private let clock: any Clock<Duration>
    private let now: @Sendable () -> Date
    private var searching: Task<Void, Never>?

    init(client: APIClient, clock: any Clock<Duration>, now: @escaping @Sendable () -> Date) {
        self.client = client
        self.clock = clock
        self.now = now
    }

    /// The text in the search field changed.
    /// - Returns: the search it started, for a caller (a test) that waits for it to end; nil for
    ///   empty text.
    @discardableResult
    func queryChanged(_ text: String) -> Task<Void, Never>? {
        searching?.cancel()
        let query = text.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else {
            state = .idle
            return nil
        }
        let task = Task {
            // Debounce on the injected clock. Cancelled here, because the user typed on, the
            // search stops; `try?` would swallow that, and send the old query all the same.
            do { try await clock.sleep(for: Self.debounce) } catch { return }
            state = .searching(query)
            do throws(APIError) {
                let users = try await client.searchUsers(matching: query)
                // A newer query replaced this one while its answer was on the way: it is stale.
                guard !Task.isCancelled else { return }
                state = .results(query: query, users)
            } catch {
                guard !Task.isCancelled, let reason = FailureReason(error, now: now()) else { return }
                state = .failed(query: query, reason)
            }
        }
        searching = task
        return task
    }
}
