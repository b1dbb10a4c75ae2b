// Grade 4 · Production, exercise 33's second part: the client that waits. RetryAfter.swift
// says where this comes from and what to observe first.
import Foundation
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The app's client, as far as waiting goes: every call is one endpoint, sent by `send(_:)`.
struct RateLimitedClient: Sendable {
    let baseURL: URL
    let transport: Transport
    /// What the waits between attempts sleep on.
    let clock: any Clock<Duration>
    /// Where the backoff's jitter comes from.
    let random: any RandomSource
    /// The time now, as a date, on the same clock.
    let now: @Sendable () -> Date
    let maxAttempts: Int

    /// The longest `Retry-After` the client sits through behind a spinner.
    static let longestWait: Duration = .seconds(60)

    /// Sends `endpoint`, trying a transient failure again after the wait `wait(after:retry:)` gives.
    func send<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response {
        var attempt = 1
        while true {
            do throws(APIError) {
                let request = try endpoint.urlRequest(baseURL: baseURL)
                let (data, response): (Data, URLResponse)
                do { (data, response) = try await transport(request) } catch { throw APIError(sending: error) }
                return try ResponseValidator.value(of: endpoint, data: data, response: response, decoder: JSONDecoder())
            } catch {
                guard attempt < maxAttempts, RetryPolicy.table(endpoint.method, FailureKind(error), false) else { throw error }
                let pause = try wait(after: error, retry: attempt - 1)
                do { try await clock.sleep(for: pause) } catch { throw .cancelled }
                attempt += 1
            }
        }
    }

    /// How long to wait before retry `retry` (0 for the first) after `error`: what the server
    /// asked for, or else the backoff.
    func wait(after error: APIError, retry: Int) throws(APIError) -> Duration {
        // TODO: a server that asks for two minutes gets them, behind a spinner.
        if let header = error.httpFailure?.retryAfter, let asked = retryAfter(in: ["Retry-After": header], now: now()) {
            // Longer than the client will sit through: said at once, so the screen can say when.
            guard asked <= Self.longestWait else { throw .rateLimited(retryAfter: asked, error.httpFailure) }
            return asked
        }
        return Backoff().delay(beforeRetry: retry, fraction: random.nextFraction())
    }
}
