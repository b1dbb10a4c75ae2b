/// A signed-in session: a short-lived access token for every request, and a refresh token that
/// buys a new pair once. The server rotates refresh tokens: after a refresh, the old one is dead.
public struct Credentials: Codable, Equatable, Sendable {
    public let accessToken: String
    public let refreshToken: String

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case refreshToken = "refresh_token"
    }

    public init(accessToken: String, refreshToken: String) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
    }
}

/// What `POST /auth/refresh` takes.
struct RefreshRequest: Codable, Sendable {
    let refreshToken: String

    enum CodingKeys: String, CodingKey {
        case refreshToken = "refresh_token"
    }
}
