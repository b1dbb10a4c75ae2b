// Grade 4 · Production: one answer to 48 seconds of spinner. `Production`'s client does the same
// in APIClient.send(_:) and its retry loop (Sources/Production/Client/).
import Foundation
import Production

/// Loads a profile, retrying what is safe to retry, within one deadline.
struct ProfileClient: Sendable {
    /// Sends one attempt: `Production`'s client, told to try once and to keep no deadline of its own.
    let once: APIClient
    /// What every wait, and the deadline, are measured on: a manual clock in the tests.
    let clock: any Clock<Duration>
    let random: any RandomSource
    /// "Now" as a date, for a `Retry-After` that gives one.
    let now: @Sendable () -> Date
    /// Attempts in all, the first included.
    let maxAttempts: Int
    /// The most one call may take, every attempt and every wait included; nil for no limit.
    let deadline: Duration?

    func fetchUser(id: Int) async throws(APIError) -> User {
        try await call { () async throws(APIError) in try await once.fetchUser(id: id) }
    }

    /// Sends `attempt` until it succeeds, fails in a way a retry cannot help, or runs out of
    /// attempts, all within one deadline.
    func call<Value: Sendable>(_ attempt: @escaping @Sendable () async throws(APIError) -> Value) async throws(APIError) -> Value {
        // One deadline for the whole call, every attempt and every wait inside it: the race ends
        // whatever is running when it falls, a request in flight included.
        let budget = Deadline(deadline, on: clock)
        return try await budget.race { () async throws(APIError) -> Value in
            var retry = 0
            while true {
                do throws(APIError) {
                    return try await attempt()
                } catch {
                    guard let wait = waitBeforeRetry(retry, after: error) else { throw error }
                    // A wait that would end after the deadline is not worth starting: end now.
                    if let deadline, let left = budget.remaining, wait > left { throw .deadlineExceeded(deadline) }
                    try await sleep(wait)
                    retry += 1
                }
            }
        }
    }

    /// How long to wait before retry `retry` (0 for the first) after `error`; nil for no retry at
    /// all: the attempts are used up, or a retry cannot help (a 404, a deadline already passed).
    func waitBeforeRetry(_ retry: Int, after error: APIError) -> Duration? {
        guard retry + 1 < maxAttempts, RetryPolicy.table(.get, FailureKind(error), false) else { return nil }
        // The server's Retry-After when it sent one we can read; our own backoff otherwise.
        if let header = error.httpFailure?.retryAfter, let asked = RetryAfter.delay(from: header, now: now()) {
            return asked
        }
        return Backoff().delay(beforeRetry: retry, fraction: random.nextFraction())
    }

    /// Waits on the injected clock. Cancelled meanwhile, the call ends as cancelled, at once.
    func sleep(_ wait: Duration) async throws(APIError) {
        do { try await clock.sleep(for: wait) } catch { throw .cancelled }
    }
}
