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
                // The sleep's error is the news that the user left: passed on, not swallowed, so
                // no further attempt goes out for a screen that is gone.
                do {
                    try await clock.sleep(for: Backoff().delay(beforeRetry: attempt - 1, fraction: random.nextFraction()))
                } catch {
                    throw .cancelled
                }
                attempt += 1
            }
        }
    }

    /// The server's answer to `request`, or what went wrong on the way, as an `APIError`.
    private func answer(to request: URLRequest) async throws(APIError) -> (Data, URLResponse) {
        do {
            return try await transport(request)
        } catch {
            // A cancelled request is cancellation, never "offline": the screen shows nothing
            // for it, and the retry table never repeats it.
            if Task.isCancelled || error is CancellationError || (error as? URLError)?.code == .cancelled { throw .cancelled }
            throw .transport(TransportFailure(error as? URLError ?? URLError(.unknown)))
        }
    }
}
