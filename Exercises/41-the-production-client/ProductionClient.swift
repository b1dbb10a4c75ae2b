// Grade 4 · Production · capstone. The production client.
//
// The reliability chapter ("Illustrative Case: A News Reader
// Application"): "Reliability is achieved by combining small policies rather than by a single
// networking class." Every policy is here, each one you met in grade 4, each taken from
// `Production`: the retry table, backoff with jitter, `Retry-After`, the shared rate limit, the
// token store, idempotency keys, the validation, the log. What is left is the order they are
// stacked in, and this client stacks them the way a first draft does.
//
// Observe first: `swift run -q kata check 41`: one line a scenario, every scenario the kata holds a
// whole client to, three of them over the real URLSession against a server on 127.0.0.1. The
// `// TODO` is in `send(_:)`; the attempt itself, below "One attempt", is right as it is.
//
// What you may use besides what this file shows: names and signatures, not answers.
// - `RateLimitCoordinator(clock: any Sleeper)`, an actor: `holdRequests(for: Duration)` and
//   `waitBeforeSending() -> Duration`, as used below.
// - `Deadline.race(_ limit: Duration?, ending end: Duration?, on clock: any Sleeper, _ operation:
//   @escaping @Sendable () async throws(APIError) -> Value) async throws(APIError) -> Value`.
// - `Sleeper.now: Duration`: the time on the injected clock; `policy.deadline: Duration?`, and
//   `APIError.deadlineExceeded(Duration)`.
// - `AccessTokenProvider`: `currentToken() async throws(APIError) -> String` and
//   `refreshedToken(after rejected: String) async throws(APIError) -> String`.
import Foundation
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The client for `https://api.example.com`, stacked from `Production`'s policies. Everything that
/// varies is injected, as in `Production`: the transport, the clock, the randomness, "now", the
/// idempotency keys, the tokens and the log.
final class ProductionClient: Sendable {
    let baseURL: URL
    let transport: Transport
    let auth: (any AccessTokenProvider)?
    let clock: any Sleeper
    let random: any RandomSource
    let now: @Sendable () -> Date
    let makeIdempotencyKey: @Sendable () -> String
    let log: RequestLog
    /// Attempts, backoff, the longest `Retry-After` worth waiting, the deadline, the retry table.
    let policy: RetryPolicy

    init(
        baseURL: URL, transport: @escaping Transport, auth: (any AccessTokenProvider)?, clock: any Sleeper,
        random: any RandomSource, now: @escaping @Sendable () -> Date, makeIdempotencyKey: @escaping @Sendable () -> String,
        log: @escaping @Sendable (String) -> Void, maxAttempts: Int, deadline: Duration?
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.auth = auth
        self.clock = clock
        self.random = random
        self.now = now
        self.makeIdempotencyKey = makeIdempotencyKey
        self.log = RequestLog(log)
        policy = RetryPolicy(maxAttempts: maxAttempts, deadline: deadline)
    }

    func fetchUser(id: Int) async throws(APIError) -> User {
        try await send(API.user(id: id))
    }

    func searchUsers(matching query: String) async throws(APIError) -> [User] {
        try await send(API.searchUsers(matching: query))
    }

    func sendMessage(_ text: String, to recipient: Int) async throws(APIError) -> Message {
        try await send(API.sendMessage(MessageDraft(to: recipient, text: text)))
    }

    /// Nil for a rename applied with no copy sent back (204 No Content): it happened.
    func updateName(_ name: String) async throws(APIError) -> User? {
        try await send(API.updateProfile(ProfileUpdate(name: name)))
    }

    func deleteAvatar() async throws(APIError) {
        _ = try await send(API.deleteAvatar())
    }

    // MARK: The layers, in order

    /// Sends `endpoint`: through the rate-limit gate, with the token, under the deadline. A 401
    /// gets one refresh; a failure the policy allows, another attempt after a wait.
    func send<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response {
        // TODO: every layer is here, in the wrong place. A screen with a 10 s budget waits 20 s;
        // a retry goes out with a token another screen has already replaced; and after a 429,
        // the other screens go on sending.
        let key = endpoint.sendsIdempotencyKey ? makeIdempotencyKey() : nil
        let rateLimit = RateLimitCoordinator(clock: clock)
        var token = endpoint.needsAuthorization ? try await auth?.currentToken() : nil
        var attempt = 1
        var refreshed = false
        while true {
            try await waitForTurn(endpoint, at: rateLimit)
            let (sent, number) = (token, attempt)
            do throws(APIError) {
                return try await Deadline.race(policy.deadline, ending: policy.deadline.map { clock.now + $0 }, on: clock) {
                    () async throws(APIError) -> Response in
                    try await self.attempt(endpoint, number, token: sent, key: key)
                }
            } catch .unauthorized(let failure) {
                guard let auth, let sent, !refreshed else { throw .unauthorized(failure) }
                refreshed = true
                token = try await auth.refreshedToken(after: sent)
            } catch {
                let error = await holdEveryoneAfter429(error, at: rateLimit)
                guard let wait = try retryWait(after: error, attempt: attempt, endpoint, key: key) else { throw error }
                try await pause(wait, endpoint, because: "retry \(attempt)")
                attempt += 1
            }
        }
    }

    /// While the gate is closed, waits; a pause longer than the client waits ends the call now.
    private func waitForTurn<Response>(_ endpoint: Endpoint<Response>, at rateLimit: RateLimitCoordinator) async throws(APIError) {
        while case let wait = await rateLimit.waitBeforeSending(), wait > .zero {
            guard wait <= policy.longestRetryAfter else { throw .rateLimited(retryAfter: wait, nil) }
            try await pause(wait, endpoint, because: "the server asked every request to wait")
        }
    }

    /// A 429 with a `Retry-After` we can read closes the gate for every call of this client.
    private func holdEveryoneAfter429(_ error: APIError, at rateLimit: RateLimitCoordinator) async -> APIError {
        guard let failure = error.httpFailure, failure.status == 429,
              let wait = failure.retryAfter.flatMap({ RetryAfter.delay(from: $0, now: now()) })
        else { return error }
        await rateLimit.holdRequests(for: wait)
        return .rateLimited(retryAfter: wait, failure)
    }

    /// How long to wait before the next attempt; nil when there is none.
    private func retryWait<Response>(
        after error: APIError, attempt: Int, _ endpoint: Endpoint<Response>, key: String?
    ) throws(APIError) -> Duration? {
        guard attempt < policy.maxAttempts, policy.isRetryable(endpoint.method, FailureKind(error), key != nil) else { return nil }
        let wait: Duration
        if let failure = error.httpFailure, let asked = failure.retryAfter.flatMap({ RetryAfter.delay(from: $0, now: now()) }) {
            guard asked <= policy.longestRetryAfter else { throw .rateLimited(retryAfter: asked, failure) }
            // A 429's wait is the gate's, which the next attempt passes first.
            wait = failure.status == 429 ? .zero : asked
        } else {
            wait = policy.backoff.delay(beforeRetry: attempt - 1, fraction: random.nextFraction())
        }
        return wait
    }

    /// Sleeps on the injected clock; cancelled meanwhile, the call ends as cancelled, at once.
    private func pause<Response>(_ wait: Duration, _ endpoint: Endpoint<Response>, because reason: String) async throws(APIError) {
        guard wait > .zero else { return }
        log.waiting(endpoint.name, wait, because: reason)
        do { try await clock.sleep(for: wait) } catch { throw .cancelled }
    }

    // MARK: One attempt

    /// One attempt: the request, the log, the transport, and the answer checked layer by layer.
    private func attempt<Response>(
        _ endpoint: Endpoint<Response>, _ number: Int, token: String?, key: String?
    ) async throws(APIError) -> Response {
        let request = try endpoint.urlRequest(baseURL: baseURL, token: token, idempotencyKey: key)
        log.sending(request, as: endpoint.name, attempt: number)
        do throws(APIError) {
            let (data, response) = try await transmit(request)
            log.received(response, for: endpoint.name, attempt: number, bytes: data.count)
            return try ResponseValidator.value(of: endpoint, data: data, response: response, decoder: JSONDecoder())
        } catch {
            log.failed(endpoint.name, attempt: number, error)
            throw error
        }
    }

    /// The transport's answer, its failures typed: URLSession fails a cancelled request with
    /// `URLError(.cancelled)`, and that is the caller leaving, not the network failing.
    private func transmit(_ request: URLRequest) async throws(APIError) -> (Data, URLResponse) {
        do { return try await transport(request) } catch { throw APIError(sending: error) }
    }
}
