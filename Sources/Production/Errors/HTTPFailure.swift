import Foundation

/// An HTTP answer that was not what the endpoint promised: its status, its content type and the
/// start of its body, enough to tell an outage page from an API error without keeping megabytes.
public struct HTTPFailure: Sendable, Equatable, CustomStringConvertible {
    /// How much of a body is kept.
    public static let excerptLimit = 512

    public let status: Int
    public let contentType: String?
    /// The first `excerptLimit` bytes of the body, as text.
    public let bodyExcerpt: String
    /// The `Retry-After` header as the server sent it, if it did.
    public let retryAfter: String?

    public init(status: Int, contentType: String? = nil, body: Data = Data(), retryAfter: String? = nil) {
        self.status = status
        self.contentType = contentType
        self.bodyExcerpt = String(decoding: body.prefix(Self.excerptLimit), as: UTF8.self)
        self.retryAfter = retryAfter
    }

    /// The status and content type. Not the body: a description ends up in logs, and a body may
    /// hold anything, a person's details included.
    public var description: String {
        "\(status)" + (contentType.map { ", \($0)" } ?? "")
    }
}
