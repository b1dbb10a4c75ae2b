import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request that got no HTTP answer, with the `URLError` that said why.
// Sendable as checked by the compiler: every `Error` is `Sendable` (SE-0302), on every platform.
public struct TransportFailure: Sendable, Equatable, CustomStringConvertible {
    public let error: URLError

    public init(_ error: URLError) {
        self.error = error
    }

    public var code: URLError.Code { error.code }

    /// Whether the device has no usable network at all, as opposed to a network that failed
    /// this one request.
    public var isOffline: Bool {
        [.notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff].contains(code)
    }

    public static func == (lhs: TransportFailure, rhs: TransportFailure) -> Bool {
        lhs.code == rhs.code
    }

    // The code only: the error's own description names the URL, which may name a person.
    public var description: String { "URLError \(code.rawValue)" }
}
