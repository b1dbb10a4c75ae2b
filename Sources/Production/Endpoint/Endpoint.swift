import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One endpoint of the API, as a value: where it is, what it sends, and what counts as its
/// answer. A new endpoint is one more value (see `API`), never one more copy of the request code.
public struct Endpoint<Response: Decodable & Sendable>: Sendable {
    /// What logs call it, for example `GET /users/{id}`: never the real path, which may hold an id.
    public var name: String
    public var method: HTTPMethod
    /// The path under the base URL, for example `users/42`.
    public var path: String
    public var query: [URLQueryItem] = []
    public var headers: [String: String] = [:]
    /// Sent as JSON; encoded when the request is built, so a failure is a typed error.
    public var body: (any Encodable & Sendable)?
    /// Whether it needs `Authorization: Bearer …`. Only the refresh endpoint does not.
    public var needsAuthorization = true
    /// Whether each call carries an `Idempotency-Key`, so that the server can recognise a retry
    /// of a request it already carried out, and the client may retry it.
    public var sendsIdempotencyKey = false
    /// The statuses that mean success for this endpoint.
    public var successStatuses: Set<Int> = [200]
    /// What an empty body means; nil when an empty body is a failure.
    public var emptyBody: Response?
    /// The app's own rule for the decoded value: a user must have a name.
    public var rule: @Sendable (Response) -> DomainViolation? = { _ in nil }

    public init(_ method: HTTPMethod, _ path: String, name: String) {
        self.method = method
        self.path = path
        self.name = name
    }
}
