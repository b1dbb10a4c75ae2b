import Foundation
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Whether a request with `method` that failed this way may be sent again: the retry table.
func isSafeToRetry(_ method: HTTPMethod, after failure: FailureKind, hasIdempotencyKey: Bool) -> Bool {
    // Sent twice, it must do no more than sent once: true of GET, PUT and DELETE, and of a write
    // whose key lets the server recognise the repeat.
    let safeToRepeat = method.isIdempotent || hasIdempotencyKey
    switch failure {
    // It never reached the server: nothing can happen twice.
    case .notSent: return true
    // It may have been carried out, and only the answer lost.
    case .lostInFlight: return safeToRepeat
    case .status(let status): return safeToRepeat && [408, 429, 500, 502, 503, 504].contains(status)
    case .offline, .permanent: return false
    }
}

/// The app's client, as far as retries go: every call is one endpoint, sent by `send(_:)`.
struct MessagesClient: Sendable {
    let baseURL: URL
    let transport: Transport
    /// What the waits between attempts sleep on.
    let clock: any Clock<Duration>
    /// Where the backoff's jitter comes from.
    let random: any RandomSource
    /// A new `Idempotency-Key` each time it is called.
    let makeIdempotencyKey: @Sendable () -> String
    let maxAttempts: Int

    /// Sends `endpoint`, trying again after a failure the table allows, at most `maxAttempts`
    /// times in all, with a backoff wait before each retry.
    func send<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response {
        // One key per call, made before the first attempt: every retry carries it, so the server
        // can tell a retry from a second message.
        let key = endpoint.sendsIdempotencyKey ? makeIdempotencyKey() : nil
        var attempt = 1
        while true {
            do throws(APIError) {
                let request = try endpoint.urlRequest(baseURL: baseURL, idempotencyKey: key)
                let (data, response): (Data, URLResponse)
                do { (data, response) = try await transport(request) } catch { throw APIError(sending: error) }
                return try ResponseValidator.value(of: endpoint, data: data, response: response, decoder: JSONDecoder())
            } catch {
                guard attempt < maxAttempts, isSafeToRetry(endpoint.method, after: FailureKind(error), hasIdempotencyKey: key != nil) else {
                    throw error
                }
                let wait = Backoff().delay(beforeRetry: attempt - 1, fraction: random.nextFraction())
                do { try await clock.sleep(for: wait) } catch { throw .cancelled }
                attempt += 1
            }
        }
    }
}
