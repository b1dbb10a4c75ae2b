import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every way a call can end other than with its value, each kept apart because each asks for a
/// different reaction, and each keeping its cause for whoever has to diagnose it.
///
/// | case | what the screen does |
/// |---|---|
/// | `cancelled` | nothing: nobody wants the answer any more |
/// | `deadlineExceeded`, `transport` | "you seem to be offline", show what is cached |
/// | `badStatus`, `unexpectedContentType`, `decoding`, `domain` | "something went wrong on our side" |
/// | `unauthorized` | "sign in again" |
/// | `rateLimited` | "try again in a minute", with the time when known |
/// | `rejected` | the field errors, beside the form |
public enum APIError: Error, Sendable {
    /// The caller cancelled: the user left the screen, a newer search replaced this one.
    case cancelled
    /// The whole call, every attempt and every wait, took longer than its deadline.
    case deadlineExceeded(Duration)
    /// No answer came back: no connection, a timeout, a dropped link. Keeps what the transport threw.
    case transport(TransportFailure)
    /// The server answered with a status this endpoint does not accept.
    case badStatus(HTTPFailure)
    /// The server does not accept who we are: a 401 that a token refresh did not cure, or no one
    /// is signed in.
    case unauthorized(HTTPFailure?)
    /// The server asked us to slow down (429), or to wait longer than the client will.
    /// `retryAfter` is how long it asked for, when it said.
    case rateLimited(retryAfter: Duration?, HTTPFailure?)
    /// A success status with a body of some other kind (an HTML page where JSON belongs), or of
    /// no stated kind (nil).
    case unexpectedContentType(String?, HTTPFailure)
    /// A success status whose body does not decode as what this endpoint returns.
    case decoding(DecodingFailure)
    /// A body that decodes but breaks a rule of the app: a user with no name, a cursor repeated.
    case domain(DomainViolation)
    /// The server rejected what we sent, field by field (422).
    case rejected(FieldErrors)
    /// The request could not be built: a body that does not encode, a path that makes no URL.
    case invalidRequest(String)
}

extension APIError {
    /// What a transport's failure to answer means. A cancelled request is `.cancelled`, never a
    /// transport error: URLSession reports it as `URLError(.cancelled)`, and a screen must not
    /// say "you are offline" to a user who only left. Any other error is kept as it came.
    public init(sending error: any Error) {
        if Task.isCancelled || error is CancellationError || (error as? URLError)?.code == .cancelled {
            self = .cancelled
        } else {
            self = .transport(TransportFailure(error))
        }
    }

    /// The HTTP answer behind this error, when there was one: its status, and what it said
    /// about waiting (`Retry-After`).
    public var httpFailure: HTTPFailure? {
        switch self {
        case .badStatus(let failure), .unexpectedContentType(_, let failure): failure
        case .unauthorized(let failure), .rateLimited(_, let failure): failure
        default: nil
        }
    }

    /// The status the server answered with, for the cases that have one.
    public var status: Int? {
        switch self {
        case .badStatus(let failure), .unexpectedContentType(_, let failure): failure.status
        case .unauthorized(let failure), .rateLimited(_, let failure): failure?.status
        case .rejected: 422
        default: nil
        }
    }
}

extension APIError: CustomStringConvertible {
    /// A description for diagnostics. It never holds a token, a URL or a whole body.
    public var description: String {
        switch self {
        case .cancelled: "cancelled"
        case .deadlineExceeded(let limit): "no answer within the deadline of \(limit)"
        case .transport(let failure): "transport failure (\(failure))"
        case .badStatus(let failure): "bad status \(failure)"
        case .unauthorized(let failure): "unauthorized" + (failure.map { " (\($0))" } ?? "")
        case .rateLimited(let wait, _): "rate limited" + (wait.map { ", retry after \($0)" } ?? "")
        case .unexpectedContentType(let type, let failure):
            (type.map { "unexpected content type \($0)" } ?? "no content type") + " with status \(failure.status)"
        case .decoding(let failure): "decoding failure (\(failure))"
        case .domain(let violation): "domain rule broken: \(violation)"
        case .rejected(let fields): "rejected: \(fields.errors.keys.sorted().joined(separator: ", "))"
        case .invalidRequest(let reason): "invalid request: \(reason)"
        }
    }
}
