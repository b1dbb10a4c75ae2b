// Grade 4 · Production. A completion handler for old callers.
//
// The original write-up (its follow-up questions): "Would you still keep
// a completion-handler API? — Only as a thin wrapper for old callers: start a Task, await
// fetchUser(id:), and call completion(.success(user)) or completion(.failure(error)) — on main,
// exactly once." The screens still written with completion handlers call the wrapper below; they
// set labels in their completion, and they cancel when they go away.
//
// Observe first: `swift run -q kata check 39`: how many times each completion ran, with what, and
// on which queue. The `// TODO` is in `fetchUser(id:completion:)`.
//
// What you may use besides what this file shows: names and signatures, not answers.
// - `MainActor.run(body:)`: runs a closure on the main actor, awaited from the Task; or
//   `DispatchQueue.main.async(execute:)`, after `import Dispatch`.
// - `Result<User, APIError>`, and `do throws(APIError)` around `client.fetchUser(id:)`, above.
// - Nothing else from Production: `APIClient.fetchUser(id:) async throws(APIError) -> User` is it.
import Production

/// The old API, kept for the screens not on async/await yet: one implementation of the request
/// (`Production`'s async client), and a wrapper for each old call.
struct OldCallers: Sendable {
    let client: APIClient

    /// Loads a profile and calls `completion` with the user or the failure.
    /// - Returns: the request, for the caller to cancel when its screen goes away.
    @discardableResult
    func fetchUser(id: Int, completion: @escaping @Sendable (Result<User, APIError>) -> Void) -> UserRequest {
        // TODO: the old screens update their labels from this completion, and the labels are
        // not thread-safe.
        let task = Task {
            do throws(APIError) {
                completion(.success(try await client.fetchUser(id: id)))
            } catch {
                completion(.failure(error))
            }
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
