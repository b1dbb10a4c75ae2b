import Foundation

/// A body that did not decode, with the decoder's own error: which key was missing or which
/// value had the wrong type, and where.
// Sendable as checked by the compiler: every `Error` is `Sendable` (SE-0302), on every platform.
public struct DecodingFailure: Sendable, CustomStringConvertible {
    /// What the decoder threw; nil when there was nothing to decode.
    public let error: DecodingError?

    public init(_ error: DecodingError?) {
        self.error = error
    }

    /// An empty body where the endpoint needs one.
    public static let emptyBody = DecodingFailure(nil)

    public var description: String {
        guard let error else { return "empty body" }
        switch error {
        case .keyNotFound(let key, let context): return "key \(key.stringValue) not found at \(Self.path(context))"
        case .typeMismatch(let type, let context): return "expected \(type) at \(Self.path(context))"
        case .valueNotFound(let type, let context): return "no \(type) at \(Self.path(context))"
        case .dataCorrupted(let context): return "data corrupted at \(Self.path(context))"
        @unknown default: return "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty ? "the top level" : context.codingPath.map(\.stringValue).joined(separator: ".")
    }
}
