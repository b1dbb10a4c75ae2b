/// The methods the API uses.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    case get = "GET", put = "PUT", post = "POST", patch = "PATCH", delete = "DELETE"

    /// Whether sending it twice leaves the server as sending it once would (RFC 9110, 9.2.2).
    /// POST and PATCH are not: repeated, a message is sent twice.
    public var isIdempotent: Bool {
        switch self {
        case .get, .put, .delete: true
        case .post, .patch: false
        }
    }
}
