import Production

/// The token store many apps start with: every 401 refreshes, and a refused refresh signs the
/// user out. Ten requests that fail together send ten refreshes with the same refresh token; the
/// server rotates refresh tokens, so it accepts the first and refuses the other nine.
actor NaiveTokenStore: AccessTokenProvider {
    private var credentials: Credentials?
    private let refresh: TokenStore.Refresh

    init(credentials: Credentials, refresh: @escaping TokenStore.Refresh) {
        self.credentials = credentials
        self.refresh = refresh
    }

    var isSignedIn: Bool { credentials != nil }

    func currentToken() throws(APIError) -> String {
        guard let credentials else { throw .unauthorized(nil) }
        return credentials.accessToken
    }

    func refreshedToken(after rejected: String) async throws(APIError) -> String {
        guard let credentials else { throw .unauthorized(nil) }
        do throws(APIError) {
            let fresh = try await refresh(credentials.refreshToken)
            self.credentials = fresh
            return fresh.accessToken
        } catch {
            self.credentials = nil
            throw error
        }
    }
}
