import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The client for `https://api.example.com`, after the interview's follow-ups.
///
/// A request passes the layers in this order (docs/production.md draws them):
/// the endpoint and its query encoding, the rate-limit gate, the token, the log, the transport,
/// the validation (status, content type, decoding, domain rules), then, for a failure, the retry
/// policy, its wait, and another attempt; the whole call runs against one deadline. Everything
/// that varies is injected: the transport, the clock, the randomness, "now", the idempotency keys.
public final class APIClient: Sendable {
    public let baseURL: URL
    /// Shared by every request of this client: see `RateLimitCoordinator`.
    public let rateLimit: RateLimitCoordinator
    let transport: Transport
    let auth: (any AccessTokenProvider)?
    let policy: RetryPolicy
    let clock: any Sleeper
    let random: any RandomSource
    let now: @Sendable () -> Date
    let makeIdempotencyKey: @Sendable () -> String
    let log: (any RequestLogging)?
    /// How long one attempt may wait for the server, in seconds.
    let timeoutPerAttempt: TimeInterval
    let decoder = JSONDecoder()
    let encoder = JSONEncoder()

    /// - Parameters:
    ///   - baseURL: where the API lives.
    ///   - transport: sends one request; `URLSession.shared` unless a test passes a fake.
    ///   - auth: the signed-in user's tokens; nil for a client that only calls open endpoints.
    ///   - policy: retries, backoff, `Retry-After` and the deadline.
    ///   - clock: what the client waits with; a manual clock in tests.
    ///   - random: where the backoff's jitter comes from.
    ///   - now: the wall-clock time, for `Retry-After` dates.
    ///   - makeIdempotencyKey: a fresh key for each call that sends one.
    ///   - rateLimit: the gate to share; by default this client's own.
    ///   - log: where to write what happens to each attempt; nil for none.
    ///   - timeoutPerAttempt: seconds one attempt may wait for the server.
    public init(
        baseURL: URL = URL(string: "https://api.example.com")!,
        transport: @escaping Transport = URLSession.shared.transport,
        auth: (any AccessTokenProvider)? = nil,
        policy: RetryPolicy = RetryPolicy(),
        clock: any Sleeper = ContinuousSleeper(),
        random: any RandomSource = SystemRandom(),
        now: @escaping @Sendable () -> Date = { Date() },
        makeIdempotencyKey: @escaping @Sendable () -> String = { UUID().uuidString },
        rateLimit: RateLimitCoordinator? = nil,
        log: (any RequestLogging)? = nil,
        timeoutPerAttempt: TimeInterval = 15
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.auth = auth
        self.policy = policy
        self.clock = clock
        self.random = random
        self.now = now
        self.makeIdempotencyKey = makeIdempotencyKey
        self.rateLimit = rateLimit ?? RateLimitCoordinator(clock: clock)
        self.log = log
        self.timeoutPerAttempt = timeoutPerAttempt
    }

    /// Sends `endpoint` and returns its value, retrying what the policy allows.
    /// - Throws: `APIError`, and only that: every failure has a case the caller can act on.
    public func send<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response {
        // One key per call, made before the first attempt: every retry carries the same key, so
        // the server can tell a retry from a second message.
        let key = endpoint.sendsIdempotencyKey ? makeIdempotencyKey() : nil
        let end = policy.deadline.map { clock.now + $0 }
        return try await Deadline.race(policy.deadline, ending: end, on: clock) { () async throws(APIError) -> Response in
            try await self.attempts(endpoint, idempotencyKey: key, deadline: end)
        }
    }
}
