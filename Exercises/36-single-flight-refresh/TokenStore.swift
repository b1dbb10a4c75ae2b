// Grade 4 · Production. Ten 401s, ten refreshes, signed out.
//
// Report 6 (docs/reports.md): "I opened the app and it asked me to sign in again. So did
// everyone around me." The reliability chapter ("Authentication and
// Token Refresh"): "Concurrent requests also require coordination so that ten simultaneous 401
// responses do not trigger ten refresh operations." The store below does coordinate, with a flag.
//
// Observe first: `swift run -q kata check 36`, and count, in the messages, the refreshes, the
// screens that loaded and the retries sent with the old token. The server rotates refresh tokens:
// each one buys a new pair once, and is dead after that. The `// TODO` is in
// `refreshedToken(after:)`; `Production`'s client calls it after a 401, once per call.
//
// What you may use besides what this file shows: names and signatures, not answers.
// - `Task<Success, Never>`: `Task { … }` starts one, `await task.value` waits for what it returns,
//   and two tasks compare with `==`. `Result<Credentials, APIError>` and its `get()` throw the
//   error back out (the standard library).
// - `Credentials.accessToken`, `Credentials.refreshToken` (both String).
// - `APIError.status: Int?`: the status the server answered with, nil when no answer came (offline,
//   a timeout): a refused refresh token has one.
import Production

/// The signed-in user's tokens, for `Production`'s client: it asks for the current token before
/// every attempt, and for a refreshed one after a 401.
actor TokenStore: AccessTokenProvider {
    /// Trades a refresh token for new credentials (`POST /auth/refresh`).
    typealias Refresh = @Sendable (_ refreshToken: String) async throws(APIError) -> Credentials

    private var credentials: Credentials?
    private var isRefreshing = false
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
        // TODO: ten screens get a 401 together; one loads, nine ask the user to sign in again.
        // Someone is already refreshing: the new token is on its way.
        if isRefreshing { return credentials.accessToken }
        isRefreshing = true
        defer { isRefreshing = false }
        let fresh = try await refresh(credentials.refreshToken)
        self.credentials = fresh
        return fresh.accessToken
    }
}
