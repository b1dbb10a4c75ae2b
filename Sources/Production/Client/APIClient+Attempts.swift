import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIClient {
    /// The attempts of one call: send, and on a failure the policy allows, wait and send again.
    /// A 401 gets one token refresh and one more try, which does not count as a retry.
    func attempts<Response>(
        _ endpoint: Endpoint<Response>, idempotencyKey: String?, deadline: Duration?
    ) async throws(APIError) -> Response {
        var attempt = 1
        var refreshedOnce = false
        while true {
            try await waitForTurn(endpoint, deadline: deadline)
            // The current token on every attempt: another request may have refreshed it meanwhile.
            let token = endpoint.needsAuthorization ? try await auth?.currentToken() : nil
            do throws(APIError) {
                return try await attemptOnce(endpoint, attempt: attempt, token: token, idempotencyKey: idempotencyKey)
            } catch .unauthorized(let failure) {
                guard let auth, let token, !refreshedOnce else { throw .unauthorized(failure) }
                refreshedOnce = true
                _ = try await auth.refreshedToken(after: token)
            } catch {
                let error = await settle(error)
                guard let wait = try retryWait(after: error, attempt: attempt, endpoint, idempotencyKey, deadline) else {
                    throw error
                }
                try await pause(wait, endpoint, because: "retry \(attempt) after \(FailureKind(error))")
                attempt += 1
            }
        }
    }

    private func attemptOnce<Response>(
        _ endpoint: Endpoint<Response>, attempt: Int, token: String?, idempotencyKey: String?
    ) async throws(APIError) -> Response {
        let request = try endpoint.urlRequest(
            baseURL: baseURL, token: token, idempotencyKey: idempotencyKey, timeout: timeoutPerAttempt, encoder: encoder)
        log?.sending(request, as: endpoint.name, attempt: attempt)
        do throws(APIError) {
            let (data, response) = try await send(request)
            log?.received(response, for: endpoint.name, attempt: attempt, bytes: data.count)
            return try ResponseValidator.value(of: endpoint, data: data, response: response, decoder: decoder)
        } catch {
            log?.failed(endpoint.name, attempt: attempt, error)
            throw error
        }
    }

    private func send(_ request: URLRequest) async throws(APIError) -> (Data, URLResponse) {
        do { return try await transport(request) } catch { throw APIError(sending: error) }
    }

    /// Reads what the server said about waiting. A 429's `Retry-After` holds back every request
    /// of this client, not only this one.
    private func settle(_ error: APIError) async -> APIError {
        guard let failure = error.httpFailure, let header = failure.retryAfter,
              let wait = RetryAfter.delay(from: header, now: now())
        else { return error }
        guard failure.status == 429 else { return error }
        await rateLimit.holdRequests(for: wait)
        return .rateLimited(retryAfter: wait, failure)
    }

    /// How long to wait before the next attempt; nil when there is none.
    private func retryWait<Response>(
        after error: APIError, attempt: Int, _ endpoint: Endpoint<Response>, _ idempotencyKey: String?, _ deadline: Duration?
    ) throws(APIError) -> Duration? {
        guard attempt < policy.maxAttempts,
              policy.isRetryable(endpoint.method, FailureKind(error), idempotencyKey != nil)
        else { return nil }
        let wait: Duration
        if let failure = error.httpFailure, let asked = failure.retryAfter.flatMap({ RetryAfter.delay(from: $0, now: now()) }) {
            // The server said how long: longer than we would wait is reported, not waited for.
            guard asked <= policy.longestRetryAfter else { throw .rateLimited(retryAfter: asked, failure) }
            // A 429's wait is kept by the rate-limit gate, which the next attempt passes first.
            wait = failure.status == 429 ? .zero : asked
        } else {
            wait = policy.backoff.delay(beforeRetry: attempt - 1, fraction: random.nextFraction())
        }
        try checkDeadline(after: wait, deadline)
        return wait
    }

    /// Waits while the rate-limit gate is closed.
    private func waitForTurn<Response>(_ endpoint: Endpoint<Response>, deadline: Duration?) async throws(APIError) {
        while case let wait = await rateLimit.waitBeforeSending(), wait > .zero {
            guard wait <= policy.longestRetryAfter else { throw .rateLimited(retryAfter: wait, nil) }
            try checkDeadline(after: wait, deadline)
            try await pause(wait, endpoint, because: "the server asked every request to wait")
        }
    }

    /// No wait may run past the deadline: if it would, the call ends now instead.
    private func checkDeadline(after wait: Duration, _ deadline: Duration?) throws(APIError) {
        guard let deadline, let limit = policy.deadline, clock.now + wait > deadline else { return }
        throw .deadlineExceeded(limit)
    }

    /// Sleeps on the injected clock. Cancelled mid-wait, the call ends as cancelled at once.
    private func pause<Response>(_ wait: Duration, _ endpoint: Endpoint<Response>, because reason: String) async throws(APIError) {
        guard wait > .zero else { return }
        log?.waiting(endpoint.name, wait, because: reason)
        do { try await clock.sleep(for: wait) } catch { throw .cancelled }
    }
}
