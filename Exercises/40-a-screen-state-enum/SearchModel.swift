// Grade 4 · Production. A screen that shows errors it should not: the search screen's model.
// The header of ProfileModel.swift says what to observe first.
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
            // TODO: every keystroke reaches the server, an old query's results replace the new
            // one's, and offline, signed out or rate limited, a failed search says the same thing.
            try? await clock.sleep(for: Self.debounce)
            state = .searching(query)
            do throws(APIError) {
                state = .results(query: query, try await client.searchUsers(matching: query))
            } catch {
                state = .failed(query: query, .server)
            }
        }
        searching = task
        return task
    }
}
