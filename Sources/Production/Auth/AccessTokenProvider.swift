/// Where the client gets the token it puts in `Authorization: Bearer …`.
public protocol AccessTokenProvider: Sendable {
    /// The token to send now.
    /// - Throws: `APIError.unauthorized` when nobody is signed in.
    func currentToken() async throws(APIError) -> String

    /// A token to retry with, after a request sent with `rejected` got a 401.
    ///
    /// However many requests ask at once, there is one refresh, and all of them get its result:
    /// its new token, or its error. A request whose `rejected` token was already replaced gets
    /// the current one, and causes no refresh at all.
    func refreshedToken(after rejected: String) async throws(APIError) -> String
}
