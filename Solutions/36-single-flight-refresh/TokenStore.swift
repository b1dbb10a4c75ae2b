// Grade 4 · Production: one answer to ten 401s, ten refreshes, signed out. `Production`'s
// TokenStore (Sources/Production/Auth/TokenStore.swift) is built the same way.
import Production

/// The signed-in user's tokens, for `Production`'s client: it asks for the current token before
/// every attempt, and for a refreshed one after a 401.
actor TokenStore: AccessTokenProvider {
    /// Trades a refresh token for new credentials (`POST /auth/refresh`).
    typealias Refresh = @Sendable (_ refreshToken: String) async throws(APIError) -> Credentials

    private var credentials: Credentials?
    /// The refresh under way: every 401 that arrives while it runs waits for this one, and gets
    /// what it brings back, new tokens or an error.
    private var refreshing: Task<Result<Credentials, APIError>, Never>?
    private let refresh: Refresh

    /// - Parameters:
    ///   - credentials: the tokens from sign-in; nil when nobody is signed in.
    ///   - refresh: how to get new ones.
    init(credentials: Credentials?, refresh: @escaping Refresh) {
        self.credentials = credentials
        self.refresh = refresh
    }

    func currentToken() throws(APIError) -> String {
        guard let credentials else { throw .unauthorized(nil) }
        return credentials.accessToken
    }

    /// A token to retry with, after a request sent with `rejected` got a 401.
    func refreshedToken(after rejected: String) async throws(APIError) -> String {
        guard let credentials else { throw .unauthorized(nil) }
        // That request left before someone else's refresh: the new token is already here.
        guard credentials.accessToken == rejected else { return credentials.accessToken }
        let task: Task<Result<Credentials, APIError>, Never>
        if let refreshing {
            task = refreshing
        } else {
            // Stored before the first `await`, so that whoever comes while it runs finds it.
            task = Task { [refresh] () -> Result<Credentials, APIError> in
                do throws(APIError) { return .success(try await refresh(credentials.refreshToken)) } catch { return .failure(error) }
            }
            refreshing = task
        }
        let result = await task.value
        // Whoever is back first, the one who started it or not, stores what it brought, before
        // anyone can ask for the current token and retry with the old one.
        if refreshing == task {
            refreshing = nil
            store(result)
        }
        return try result.get().accessToken
    }

    private func store(_ result: Result<Credentials, APIError>) {
        switch result {
        case .success(let fresh):
            credentials = fresh
        case .failure(let error) where error.status != nil:
            // The server refused the refresh token: only signing in again can help.
            credentials = nil
        case .failure:
            // Offline, a timeout: the refresh token may still be good next time.
            break
        }
    }
}
