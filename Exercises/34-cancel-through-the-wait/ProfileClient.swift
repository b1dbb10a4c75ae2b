// Grade 4 · Production. The user left the profile; the app went on asking the server for it,
// and then showed "You seem to be offline" on the screen they came back to.
//
// Where it comes from: the reliability chapter, "6. Structured
// Concurrency and Cancellation": "cancellation should be rethrown or mapped deliberately. A
// retry loop must also check cancellation before sleeping and before starting another attempt."
// Report 5 in docs/reports.md needs it too: a search the user replaced must end as cancelled,
// which the screen ignores, never as an error it shows.
//
// Observe first: `swift run -q kata check 34` shows how the call ended when the user left while
// the client waited to retry, and when they left with the request in flight; and what the
// server saw after they left. The // TODO is in two places below: the wait in `send(_:)`, and
// `answer(to:)`.
//
// What you may use besides what this file shows: names and signatures, not answers.
// - `APIError.cancelled`: the caller left; the screen shows nothing for it.
// - `APIError.init(sending error: any Error)`: a transport's failure as an APIError, a
//   cancelled one as `.cancelled`.
// - `CancellationError`, `URLError.Code.cancelled`, `Task.isCancelled` (the standard library and
//   Foundation). The clock's `sleep(for:)` throws `CancellationError` when the task is cancelled.
import Foundation
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The app's client, as far as cancelling goes: every call is one endpoint, sent by `send(_:)`.
struct ProfileClient: Sendable {
    let baseURL: URL
    let transport: Transport
    /// What the waits between attempts sleep on. Like `Task.sleep`, its sleep throws
    /// `CancellationError` as soon as the task is cancelled.
    let clock: any Clock<Duration>
    /// Where the backoff's jitter comes from.
    let random: any RandomSource
    let maxAttempts: Int

    /// Sends `endpoint`, trying a transient failure again after a backoff wait.
    func send<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response {
        var attempt = 1
        while true {
            do throws(APIError) {
                let (data, response) = try await answer(to: try endpoint.urlRequest(baseURL: baseURL))
                return try ResponseValidator.value(of: endpoint, data: data, response: response, decoder: JSONDecoder())
            } catch {
                guard attempt < maxAttempts, RetryPolicy.table(endpoint.method, FailureKind(error), false) else { throw error }
                // TODO: the user leaves while the client waits here. What becomes of that news?
                try? await clock.sleep(for: Backoff().delay(beforeRetry: attempt - 1, fraction: random.nextFraction()))
                attempt += 1
            }
        }
    }

    /// The server's answer to `request`, or what went wrong on the way, as an `APIError`.
    private func answer(to request: URLRequest) async throws(APIError) -> (Data, URLResponse) {
        do {
            return try await transport(request)
        } catch {
            // TODO: URLSession fails a request whose task was cancelled with URLError(.cancelled).
            // What does the screen show for this error?
            throw .transport(TransportFailure(error as? URLError ?? URLError(.unknown)))
        }
    }
}
