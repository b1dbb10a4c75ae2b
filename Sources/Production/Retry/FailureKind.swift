import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a failed attempt says about trying again, as the retry table reads it.
public enum FailureKind: Sendable, Hashable, CustomStringConvertible {
    /// The request never reached the server (connection refused, host not found): repeating it
    /// cannot do anything twice.
    case notSent
    /// The request left, and no answer came back (a timeout, a dropped connection, an empty
    /// reply): the server may have carried it out.
    case lostInFlight
    /// The device has no network at all; trying again at once cannot help.
    case offline
    /// The server answered with this status.
    case status(Int)
    /// Anything else: a body that does not decode, a broken rule, a cancellation. Repeating it
    /// gives the same answer.
    case permanent

    /// How the kata's client classifies an error.
    public init(_ error: APIError) {
        switch error {
        case .transport(let failure): self = Self.kind(of: failure.code)
        case .badStatus(let failure), .unexpectedContentType(_, let failure): self = .status(failure.status)
        // No answer behind it: the client's own gate refused a pause longer than it waits, and
        // another try would meet the same pause.
        case .rateLimited(_, nil): self = .permanent
        case .rateLimited(_, let failure?): self = .status(failure.status)
        case .unauthorized(let failure): self = .status(failure?.status ?? 401)
        case .rejected: self = .status(422)
        case .cancelled, .deadlineExceeded, .decoding, .domain, .invalidRequest: self = .permanent
        }
    }

    /// Which `URLError` codes mean which kind. Linux reports a connection closed before any
    /// response as `.badServerResponse` ("empty reply from server", measured); Apple platforms
    /// report it as `.networkConnectionLost`.
    public static func kind(of code: URLError.Code) -> FailureKind {
        switch code {
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed: .notSent
        case .timedOut, .networkConnectionLost, .badServerResponse, .secureConnectionFailed: .lostInFlight
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff: .offline
        default: .permanent
        }
    }

    public var description: String {
        switch self {
        case .notSent: "the request was never sent"
        case .lostInFlight: "the answer was lost on the way"
        case .offline: "the device is offline"
        case .status(let status): "status \(status)"
        case .permanent: "a failure that repeats"
        }
    }
}
