import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a request failed. Defect 11: three outcomes the caller can tell apart, where the
/// original handed back `(nil, nil)` or nothing at all.
public enum APIError: Error, Equatable, Sendable {
    /// The request never got an answer: no connection, a timeout, a dropped link.
    case transport(URLError.Code)
    /// The server answered with a status outside 200..<300.
    case badStatus(Int)
    /// The server answered 2xx with a body that is not what we expected.
    case decoding
}

extension APIError {
    /// Whether trying again a moment later could give a different answer.
    ///
    /// Defect 12: a 5xx, a timeout or a dropped connection may be a blip; a bad body, and most
    /// 4xx (a 404, a 401), will be the same next time, so retrying them only makes the user wait.
    /// The rule is kept as simple as the original write-up's on purpose: a production client
    /// also retries 408 and 429 (transient by definition, 429 after its `Retry-After`) and does
    /// not retry 501 (the server will never implement the method a moment later).
    public var isWorthRetrying: Bool {
        switch self {
        case .badStatus(let status): status >= 500
        case .transport(let code): code == .timedOut || code == .networkConnectionLost
        case .decoding: false
        }
    }
}
