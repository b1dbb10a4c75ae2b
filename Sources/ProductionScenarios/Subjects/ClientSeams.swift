import Foundation
import Production

/// Everything a client scenario controls, for the factory to build a client with.
public struct ClientSeams: Sendable {
    public let baseURL: URL
    /// The fake server.
    public let transport: Transport
    /// The manual clock every wait must use.
    public let clock: any Sleeper
    /// Where the jitter must come from.
    public let random: any RandomSource
    /// "Now" as a `Date`, following the clock.
    public let now: @Sendable () -> Date
    /// The only source of idempotency keys.
    public let makeIdempotencyKey: @Sendable () -> String
    /// The signed-in user's tokens, when the scenario signs one in.
    public let tokens: (any AccessTokenProvider)?
    /// Where the client's log lines must go.
    public let log: @Sendable (String) -> Void
    /// The overall deadline of one call; nil for none.
    public let deadline: Duration?
    /// Attempts in all for one call.
    public let maxAttempts: Int

    public init(
        baseURL: URL, transport: @escaping Transport, clock: any Sleeper, random: any RandomSource,
        now: @escaping @Sendable () -> Date, makeIdempotencyKey: @escaping @Sendable () -> String,
        tokens: (any AccessTokenProvider)?, log: @escaping @Sendable (String) -> Void,
        deadline: Duration?, maxAttempts: Int
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.clock = clock
        self.random = random
        self.now = now
        self.makeIdempotencyKey = makeIdempotencyKey
        self.tokens = tokens
        self.log = log
        self.deadline = deadline
        self.maxAttempts = maxAttempts
    }

    /// `Production`'s client over these seams, writing its lines to the seams' log through `log`:
    /// by default, `Production`'s own `RequestLog`.
    public func productionClient(log: (any RequestLogging)? = nil) -> APIClient {
        APIClient(
            baseURL: baseURL, transport: transport, auth: tokens,
            policy: RetryPolicy(maxAttempts: maxAttempts, deadline: deadline),
            clock: clock, random: random, now: now, makeIdempotencyKey: makeIdempotencyKey,
            log: log ?? RequestLog(self.log))
    }
}
