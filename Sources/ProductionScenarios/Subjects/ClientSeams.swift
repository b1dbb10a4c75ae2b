import Foundation
import Production

/// Everything a client scenario controls, for the factory to build a client with: `Production`'s
/// configuration over the scenario's fakes, and where the log lines go. Its fields read as the
/// configuration's (`seams.clock`, `seams.transport`, `seams.now`, …).
@dynamicMemberLookup
public struct ClientSeams: Sendable {
    /// The fake server as the transport, the manual clock every wait must use, where the jitter
    /// must come from, "now" following the clock, the only source of idempotency keys, the
    /// signed-in user's tokens, the retry policy with the scenario's deadline and attempts, and
    /// `Production`'s `RequestLog` writing to `log`.
    public let configuration: APIClient.Configuration
    /// Where the client's log lines must go.
    public let log: @Sendable (String) -> Void

    /// `configuration` as the scenario set it up, its log lines going to `log` through
    /// `Production`'s own `RequestLog`.
    public init(_ configuration: APIClient.Configuration, log: @escaping @Sendable (String) -> Void) {
        var configuration = configuration
        configuration.log = RequestLog(log)
        self.configuration = configuration
        self.log = log
    }

    public subscript<Value>(dynamicMember field: KeyPath<APIClient.Configuration, Value>) -> Value {
        configuration[keyPath: field]
    }

    /// The signed-in user's tokens, when the scenario signs one in.
    public var tokens: (any AccessTokenProvider)? { configuration.auth }
    /// The overall deadline of one call; nil for none.
    public var deadline: Duration? { configuration.policy.deadline }
    /// Attempts in all for one call.
    public var maxAttempts: Int { configuration.policy.maxAttempts }

    /// `Production`'s client over these seams, writing its lines to the seams' log through `log`:
    /// by default, `Production`'s own `RequestLog`.
    public func productionClient(log: (any RequestLogging)? = nil) -> APIClient {
        var configuration = configuration
        if let log { configuration.log = log }
        return APIClient(configuration)
    }
}
