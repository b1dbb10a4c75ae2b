import Foundation

/// The signed-in user's tokens, refreshed once however many requests find them expired.
///
/// Ten screens that all get a 401 at the same moment must cause one refresh, not ten: the
/// server rotates refresh tokens, so a second refresh with the same, now dead, refresh token
/// would be refused, and the user signed out.
public actor TokenStore: AccessTokenProvider {
    /// Trades a refresh token for new credentials, usually `POST /auth/refresh`.
    public typealias Refresh = @Sendable (_ refreshToken: String) async throws(APIError) -> Credentials

    private var credentials: Credentials?
    private var refreshing: Task<Result<Credentials, APIError>, Never>?
    private let refresh: Refresh
    private let onSignOut: @Sendable () async -> Void

    /// - Parameters:
    ///   - credentials: the tokens from sign-in; nil when nobody is signed in.
    ///   - refresh: how to get new ones. It runs outside any lock: other requests keep going.
    ///   - onSignOut: called each time the store drops the tokens, by `signOut()` or because the
    ///     server refused the refresh token. The app clears what it keeps of the user here:
    ///     `{ await profileCache.clear() }`.
    public init(credentials: Credentials?, refresh: @escaping Refresh, onSignOut: @escaping @Sendable () async -> Void = {}) {
        self.credentials = credentials
        self.refresh = refresh
        self.onSignOut = onSignOut
    }

    /// Whether someone is signed in.
    public var isSignedIn: Bool { credentials != nil }

    /// The user signs out: the tokens are dropped, and `onSignOut` runs. A refresh still running
    /// is not applied.
    public func signOut() async {
        guard credentials != nil else { return }
        credentials = nil
        refreshing = nil
        await onSignOut()
    }

    public func currentToken() throws(APIError) -> String {
        guard let credentials else { throw .unauthorized(nil) }
        return credentials.accessToken
    }

    public func refreshedToken(after rejected: String) async throws(APIError) -> String {
        guard let credentials else { throw .unauthorized(nil) }
        // Someone already refreshed since that request left: no need to refresh again.
        guard credentials.accessToken == rejected else { return credentials.accessToken }
        // The refresh task is stored before the first suspension point, so every caller that
        // arrives while it runs finds it and waits for the same one.
        let task = refreshing ?? startRefresh(with: credentials.refreshToken)
        // The refresh is shared, so a caller that gives up (cancelled, or past its deadline)
        // stops waiting for it without stopping it for the others; the next caller applies it.
        guard let result = await Self.value(of: task) else { throw .cancelled }
        if refreshing == task {
            refreshing = nil
            await apply(result)
        }
        return try result.get().accessToken
    }

    /// `task`'s result, or nil as soon as the caller is cancelled. Awaiting `task.value` alone
    /// would not do: cancellation does not reach an unstructured task's value, so a cancelled
    /// call, or one whose deadline passed, would wait for the refresh to end.
    private static func value(of task: Task<Result<Credentials, APIError>, Never>) async -> Result<Credentials, APIError>? {
        let answer = OneAnswer<Result<Credentials, APIError>>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                answer.wait(with: continuation)
                Task { answer.give(await task.value) }
            }
        } onCancel: {
            answer.give(nil)
        }
    }

    private func startRefresh(with refreshToken: String) -> Task<Result<Credentials, APIError>, Never> {
        let task = Task { [refresh] () -> Result<Credentials, APIError> in
            do throws(APIError) { return .success(try await refresh(refreshToken)) } catch { return .failure(error) }
        }
        refreshing = task
        return task
    }

    private func apply(_ result: Result<Credentials, APIError>) async {
        switch result {
        case .success(let fresh):
            credentials = fresh
        case .failure(let error) where Self.refusesRefreshToken(error):
            // The server refused the refresh token itself: only signing in again helps.
            credentials = nil
            await onSignOut()
        case .failure:
            // Offline, a timeout: the refresh token may still be good. Keep it for next time.
            break
        }
    }

    /// 401, or OAuth's 400 `invalid_grant` (RFC 6749, section 5.2): the refresh token is dead.
    /// Any other 400 (a malformed request) or a 403 (a proxy, a firewall) says nothing about the
    /// token, and signing the user out for it is report 6 again.
    private static func refusesRefreshToken(_ error: APIError) -> Bool {
        switch error {
        case .unauthorized: true
        case .badStatus(let failure): failure.status == 400 && OAuthError(failure)?.error == "invalid_grant"
        default: false
        }
    }
}

/// The body of an OAuth error answer: `{"error": "invalid_grant", …}`.
private struct OAuthError: Decodable {
    let error: String

    init?(_ failure: HTTPFailure) {
        guard let found = try? JSONDecoder().decode(Self.self, from: Data(failure.bodyExcerpt.utf8)) else { return nil }
        self = found
    }
}

/// The first answer given, to the one waiter: a value, or nil for "stop waiting". Whichever
/// comes first wins; a later one is dropped.
private final class OneAnswer<Value: Sendable>: @unchecked Sendable {  // Sendable by its lock.
    private let lock = NSLock()
    private var waiter: CheckedContinuation<Value?, Never>?
    private var given: Value??

    func wait(with continuation: CheckedContinuation<Value?, Never>) {
        let early: Value?? = lock.withLock {
            if given == nil { waiter = continuation }
            return given
        }
        if let early { continuation.resume(returning: early) }
    }

    func give(_ value: Value?) {
        let waiting: CheckedContinuation<Value?, Never>? = lock.withLock {
            guard given == nil else { return nil }
            given = .some(value)
            defer { waiter = nil }
            return waiter
        }
        waiting?.resume(returning: value)
    }
}
