// Grade 3 · Rewrite, step 2: from a completion handler to async.
//
// The rest of the app still has the old client, with its completion handler. New code wants
// `async throws`, so that the compiler checks every path returns or throws. The bridge between
// the two is yours to write; keep its name and signature.
import ExerciseSupport

/// A user, as the old client hands one over.
struct User: Equatable, Sendable {
    let id: Int
    let name: String
}

/// The old client's call. It calls `completion` once, later, on a queue of its own, with a user
/// or an error, or, on one path nobody ever fixed, with neither.
typealias FetchUserWithCompletion = @Sendable (
    _ id: Int, _ completion: @escaping @Sendable (User?, (any Error)?) -> Void
) -> Void

/// User `id`, through the old client, for async callers.
func fetchUser(id: Int, using fetch: @escaping FetchUserWithCompletion) async throws -> User {
    // TODO: wait for the old client's answer and return its user or throw its error, and never
    // leave the caller suspended, whichever way the old client answers.
    throw NotImplemented("bridge the completion handler into async")
}
