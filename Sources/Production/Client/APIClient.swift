import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The client for `https://api.example.com`, after the interview's follow-ups.
///
/// A request passes the steps in this order (docs/production.md draws them): one idempotency key
/// for the call, one deadline around everything, the retries, the rate-limit gate, the token, and
/// at the bottom one attempt: the request, the log, the transport, the validation (status,
/// content type, decoding, domain rules). Everything that varies is injected through the
/// `Configuration`: the transport, the clock, the randomness, "now", the idempotency keys.
public final class APIClient: EndpointSending {
    /// Everything a client is made of, each with the app's default. A test sets the seams it
    /// controls: `APIClient(transport: fake.transport) { $0.clock = clock }`.
    public struct Configuration: Sendable {
        /// Where the API lives.
        public var baseURL: URL
        /// Sends one request; `URLSession.shared.transport` unless a test passes a fake.
        public var transport: Transport
        /// The signed-in user's tokens; nil for a client that only calls open endpoints.
        public var auth: (any AccessTokenProvider)?
        /// Retries, backoff, `Retry-After` and the deadline.
        public var policy = RetryPolicy()
        /// What the client waits with, and what its deadline is measured on; a manual clock in tests.
        public var clock: any Clock<Duration> = ContinuousClock()
        /// Where the backoff's jitter comes from.
        public var random: any RandomSource = SystemRandom()
        /// The wall-clock time, for `Retry-After` dates.
        public var now: @Sendable () -> Date = { Date() }
        /// A fresh key for each call that sends one.
        public var makeIdempotencyKey: @Sendable () -> String = { UUID().uuidString }
        /// Where to write what happens to each attempt; nil for none.
        public var log: (any RequestLogging)?
        /// How long one attempt may wait for the server, in seconds.
        public var timeoutPerAttempt: TimeInterval = 15

        public init(
            baseURL: URL = URL(string: "https://api.example.com")!, transport: @escaping Transport = URLSession.shared.transport
        ) {
            self.baseURL = baseURL
            self.transport = transport
        }
    }

    public let configuration: Configuration
    /// Shared by every request of this client: see `RateLimitCoordinator`.
    public let rateLimit: RateLimitCoordinator
    private let steps: Steps

    public init(_ configuration: Configuration) {
        self.configuration = configuration
        let rateLimit = RateLimitCoordinator(clock: configuration.clock)
        self.rateLimit = rateLimit
        steps = Steps([
            IdempotencyKey(configuration),
            OneDeadline(configuration),
            Retrying(configuration, rateLimit: rateLimit),
            RateLimitGate(configuration, rateLimit: rateLimit),
            Authorizing(configuration),
        ], over: Sending(configuration))
    }

    /// A client with the default configuration but for `baseURL`, `transport` and what
    /// `configure` sets, as kean/Get's `APIClient(baseURL:_:)` is made.
    public convenience init(
        baseURL: URL = URL(string: "https://api.example.com")!, transport: @escaping Transport = URLSession.shared.transport,
        configure: (inout Configuration) -> Void = { _ in }
    ) {
        var configuration = Configuration(baseURL: baseURL, transport: transport)
        configure(&configuration)
        self.init(configuration)
    }

    /// Sends `endpoint` and returns its value, retrying what the policy allows.
    /// - Throws: `APIError`, and only that: every failure has a case the caller can act on.
    public func send<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response {
        try await steps.send(endpoint)
    }
}
