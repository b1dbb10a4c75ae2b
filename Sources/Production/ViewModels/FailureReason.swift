import Foundation

/// Why a screen could not show what it was asked for, in terms the screen can act on.
public enum FailureReason: Equatable, Sendable {
    /// No network, or none fast enough: show what is cached, try again when it comes back.
    case offline
    /// The server failed or sent something unusable: "something went wrong on our side".
    case server
    /// The session is over: offer to sign in.
    case signInNeeded
    /// The server asked for a pause: "try again at…", when it said when.
    case rateLimited(until: Date?)

    /// The reason behind `error`; `now` dates a rate limit. Nil for a cancellation, which is no
    /// failure at all: nobody is waiting for the answer.
    public init?(_ error: APIError, now: Date) {
        switch error {
        case .cancelled: return nil
        case .transport, .deadlineExceeded: self = .offline
        case .unauthorized: self = .signInNeeded
        case .rateLimited(let wait, _): self = .rateLimited(until: wait.map { now.addingTimeInterval($0.seconds) })
        case .badStatus, .unexpectedContentType, .decoding, .domain, .rejected, .invalidRequest: self = .server
        }
    }
}

extension Duration {
    /// In seconds, as a `TimeInterval`.
    var seconds: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
