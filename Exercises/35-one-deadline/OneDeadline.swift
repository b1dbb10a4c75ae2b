// Grade 4 · Production. 48 seconds of spinner.
//
// The reliability chapter ("Retry Policies"): "A production policy
// should also impose a maximum total retry time or attempt count." This client has both: three
// attempts, and a deadline, the screen's budget. Yet on a train each of the three attempts could
// use the whole budget, and the waits between them came on top: 15 s promised, 48 s of spinner.
//
// Observe first: `swift run -q kata check 35`, and read what the deadline scenarios say about the
// waits the client asked for and when the call ended. The `// TODO` is in `call(_:)`, the retry
// loop; the rest of the file is right as it is.
//
// What you may use besides what this file shows: names and signatures, not answers.
// - `Deadline(_ limit: Duration?, on clock: any Clock<Duration>)`: a deadline `limit` from now on
//   `clock` (none for nil), and its `race(_ operation: @escaping @Sendable () async throws(APIError)
//   -> Value) async throws(APIError) -> Value`: runs the operation until the deadline, and throws
//   `.deadlineExceeded(limit)` if the deadline comes first.
// - `Deadline.remaining: Duration?`: how long is left before it falls, on its clock; nil for none.
// - `APIError.deadlineExceeded(Duration)`: the call took longer than its deadline.
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

    /// Sends `attempt` until it succeeds, fails in a way a retry cannot help, or runs out of attempts.
    func call<Value: Sendable>(_ attempt: @escaping @Sendable () async throws(APIError) -> Value) async throws(APIError) -> Value {
        var retry = 0
        while true {
            do throws(APIError) {
                // TODO: the screen's budget is `deadline`, and a call takes three times that and
                // more: each attempt gets the whole budget, and no wait asks whether it still fits.
                return try await Deadline(deadline, on: clock).race(attempt)
            } catch {
                guard let wait = waitBeforeRetry(retry, after: error) else { throw error }
                try await sleep(wait)
                retry += 1
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
