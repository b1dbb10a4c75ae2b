// Grade 4 · Production: one answer to a screen that shows errors it should not. `Production`'s
// ProfileViewModel and SearchViewModel (Sources/Production/ViewModels/) are another.
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
                let user = try await client.fetchUser(id: userID)
                // Left, or replaced by a newer load, while the answer was on its way: not shown.
                guard !Task.isCancelled else { return }
                state = .loaded(user)
            } catch {
                // Each failure as a reason the screen can act on ("sign in", "try again at …",
                // offline). A cancellation is no failure: nobody is waiting, so nothing is shown.
                guard !Task.isCancelled, let reason = FailureReason(error, now: now()) else { return }
                state = .failed(reason)
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
