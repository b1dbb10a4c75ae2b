import Foundation

/// The media type of a `Content-Type` header: `Application/JSON; charset=UTF-8` is
/// `application/json`. Type and subtype compare without regard to case (RFC 9110, 8.3.1), and
/// the parameters after `;` do not change what the body is.
public struct MediaType: Sendable, Equatable, CustomStringConvertible {
    /// `type/subtype`, lower-cased.
    public let essence: String

    /// Nil when `headerValue` is not `type/subtype` at all.
    public init?(_ headerValue: String) {
        let essence = headerValue.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
        let parts = essence.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) else { return nil }
        self.essence = essence
    }

    public static let json = MediaType("application/json")!

    /// JSON: `application/json`, or a type with the `+json` structured suffix (RFC 6839), such
    /// as `application/vnd.x+json`. Not `application/json-seq`, a stream of JSON texts.
    public var isJSON: Bool {
        self == .json || (essence.hasPrefix("application/") && essence.hasSuffix("+json"))
    }

    public var description: String { essence }
}
