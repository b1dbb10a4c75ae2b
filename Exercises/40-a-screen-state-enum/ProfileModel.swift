// Grade 4 · Production. A screen that shows errors it should not.
//
// The original write-up lists, "said out loud, not coded": "typed
// throws and a view model with a state enum". The reliability chapter ("Structured Concurrency
// and Cancellation") adds the catch: "It should not catch every error and convert it into a
// generic failure." And report 5 (docs/reports.md): "The list showed Bob for a
// second and then switched to Ada's results, with 'bob' still in the search field."
//
// Two screens' models, each with `Production`'s state enum. Observe first:
// `swift run -q kata check 40`: what the profile shows after each failure, and after the user
// left; which searches reached the server while someone typed, what the list showed last, and
// what it showed when a search failed.
// The `// TODO`s are in `ProfileModel.load()` here and `SearchModel.queryChanged(_:)` in
// SearchModel.swift.
//
// What you may use besides what this file shows: names and signatures, not answers.
// - `FailureReason.init?(_ error: APIError, now: Date)`: the reason a screen can act on, with the
//   time a rate limit ends; nil for a cancellation, which is no failure. Its cases: `.offline`,
//   `.server`, `.signInNeeded`, `.rateLimited(until: Date?)`.
// - `ProfileState`: `.idle`, `.loading`, `.loaded(User)`, `.offline(CachedProfile)`,
//   `.failed(FailureReason)`. `SearchState`: `.idle`, `.searching(String)`,
//   `.results(query: String, [User])`, `.failed(query: String, FailureReason)`.
// - `Task.isCancelled`; the clock's `sleep(for:)` throws `CancellationError` when cancelled.
import Foundation
import Production

/// The profile screen's logic, without UIKit: one state at a time, on the main actor.
@MainActor
final class ProfileModel {
    private(set) var state = ProfileState.idle

    private let userID: Int
    private let client: APIClient
    /// "Now", for a rate limit's "try again at …".
    private let now: @Sendable () -> Date
    private var loading: Task<Void, Never>?

    init(userID: Int, client: APIClient, now: @escaping @Sendable () -> Date) {
        self.userID = userID
        self.client = client
        self.now = now
    }

    /// Loads the profile, replacing any load still running.
    /// - Returns: the load, for a caller (a test) that waits for it to end.
    @discardableResult
    func load() -> Task<Void, Never> {
        loading?.cancel()
        state = .loading
        let task = Task {
            do throws(APIError) {
                state = .loaded(try await client.fetchUser(id: userID))
            } catch {
                // TODO: offline, signed out or rate limited, the screen says the same thing; and
                // an error flashes as the user leaves.
                state = .failed(.server)
            }
        }
        loading = task
        return task
    }

    /// The screen went away: stop, and show nothing more.
    func cancel() {
        loading?.cancel()
    }
}
