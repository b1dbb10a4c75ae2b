// Grade 4 · Production. "I sent 'See you at 5' from the train. The app spun for a while, and
// then my friend got it twice." (report 8 in docs/reports.md)
//
// Where it comes from: the reliability chapter, "8. Retry Policies":
// "indiscriminate retries amplify server load and can duplicate state changes." The original
// write-up said it out loud too: retry a GET, not a POST without an idempotency key.
//
// Below this table, the transport may send a request again by itself: on Linux (measured), libcurl
// under URLSession repeats a POST on a new connection when the kept-alive one it used is closed
// after the server read it, and its copy has no body. So a write needs its key whatever the table
// says, and Production's `URLSession.transport` sends each write on a connection of its own
// (`swift run -q kata repro stale` shows both).
//
// Observe first: `swift run -q kata check 31` shows how many times the server stored one
// message, and the keys its attempts carried. Then read the two parts below, each with a
// // TODO: `isSafeToRetry`, the retry table, and `send(_:)`, the retry loop.
//
// What you may use besides what this file shows: names and signatures, not answers.
// - `HTTPMethod.isIdempotent: Bool`: whether sending the request twice does no more than sending it
//   once, by the method's own definition (GET, PUT, DELETE…).
// - `FailureKind`'s cases, as the table switches on them: `.notSent` (it never left: host not
//   found, connection refused), `.lostInFlight` (it may have reached the server: a timeout, a
//   dropped connection), `.status(Int)`, `.offline`, `.permanent`.
// - `Endpoint.sendsIdempotencyKey: Bool`, and `makeIdempotencyKey()`, above: a new key each call.
import Foundation
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Whether a request with `method` that failed this way may be sent again: the retry table.
func isSafeToRetry(_ method: HTTPMethod, after failure: FailureKind, hasIdempotencyKey: Bool) -> Bool {
    // TODO: a failure that may pass is retried, whatever the request did. Which failures leave
    // the server not knowing that it already did it?
    switch failure {
    case .notSent, .lostInFlight: true
    case .status(let status): [408, 429, 500, 502, 503, 504].contains(status)
    case .offline, .permanent: false
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
        var attempt = 1
        while true {
            // TODO: the server keeps a message's key, and answers a repeat with the message it
            // stored. What does it see on the second attempt?
            let key = endpoint.sendsIdempotencyKey ? makeIdempotencyKey() : nil
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
