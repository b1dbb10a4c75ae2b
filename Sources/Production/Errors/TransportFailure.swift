import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request that got no HTTP answer, with the error the transport threw: a `URLError` from
/// URLSession, or whatever error a transport of another kind throws, kept as it came.
// Sendable as checked by the compiler: every `Error` is `Sendable` (SE-0302), on every platform.
public struct TransportFailure: Sendable, Equatable, CustomStringConvertible {
    /// What the transport threw, unchanged.
    public let cause: any Error

    public init(_ cause: any Error) {
        self.cause = cause
    }

    /// The `URLError` that said why; `URLError(.unknown)` for a cause of another type, which
    /// says nothing the retry table can read.
    public var error: URLError { cause as? URLError ?? URLError(.unknown) }

    public var code: URLError.Code { error.code }

    /// Whether the device has no usable network at all, as opposed to a network that failed
    /// this one request.
    public var isOffline: Bool {
        [.notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff].contains(code)
    }

    /// The same code, from a cause of the same type.
    public static func == (lhs: TransportFailure, rhs: TransportFailure) -> Bool {
        lhs.code == rhs.code && type(of: lhs.cause) == type(of: rhs.cause)
    }

    // The code, or the cause's type: a `URLError`'s own description names the URL, and another
    // error's may hold anything, a body or a URL included.
    public var description: String {
        cause is URLError ? "URLError \(code.rawValue)" : "\(type(of: cause))"
    }
}
