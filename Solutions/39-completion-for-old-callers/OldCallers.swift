// Grade 4 · Production: one answer to a completion handler for old callers. `Production`'s
// fetchUser(id:completion:) (Sources/Production/Compatibility/CompletionHandlers.swift) is another.
import Production

/// The old API, kept for the screens not on async/await yet: one implementation of the request
/// (`Production`'s async client), and a wrapper for each old call.
struct OldCallers: Sendable {
    let client: APIClient

    /// Loads a profile and calls `completion` with the user or the failure, exactly once, on the
    /// main queue, whatever happens: `.failure(.cancelled)` after `cancel()`.
    /// - Returns: the request, for the caller to cancel when its screen goes away.
    @discardableResult
    func fetchUser(id: Int, completion: @escaping @Sendable (Result<User, APIError>) -> Void) -> UserRequest {
        let task = Task {
            // Every way the call can end comes through here, the cancellation included: one call.
            let result: Result<User, APIError>
            do throws(APIError) {
                result = .success(try await client.fetchUser(id: id))
            } catch {
                result = .failure(error)
            }
            // The old screens set labels in their completion: on the main actor, always.
            await MainActor.run { completion(result) }
        }
        return UserRequest(task)
    }
}

/// What an old caller keeps, to cancel its request.
final class UserRequest: Sendable {
    private let task: Task<Void, Never>

    init(_ task: Task<Void, Never>) {
        self.task = task
    }

    /// Stops the request; the completion is still called, once, with `.failure(.cancelled)`.
    func cancel() {
        task.cancel()
    }
}
