import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The endpoints of `https://api.example.com`, one value each.
public enum API {
    /// `GET /users/{id}`: one user's profile.
    public static func user(id: Int) -> Endpoint<User> {
        var endpoint = Endpoint<User>(.get, "users/\(id)", name: "GET /users/{id}")
        endpoint.rule = { $0.violation }
        return endpoint
    }

    /// `GET /users?q=…`: users whose name matches.
    public static func searchUsers(matching query: String) -> Endpoint<[User]> {
        var endpoint = Endpoint<[User]>(.get, "users", name: "GET /users?q=…")
        endpoint.query = [URLQueryItem(name: "q", value: query)]
        endpoint.rule = { users in users.lazy.compactMap(\.violation).first }
        return endpoint
    }

    /// `GET /users/{id}/followers?cursor=…`: one page of followers; no cursor for the first.
    public static func followers(of id: Int, cursor: String?) -> Endpoint<Page<User>> {
        var endpoint = Endpoint<Page<User>>(.get, "users/\(id)/followers", name: "GET /users/{id}/followers?cursor=…")
        endpoint.query = cursor.map { [URLQueryItem(name: "cursor", value: $0)] } ?? []
        endpoint.rule = { page in page.items.lazy.compactMap(\.violation).first }
        return endpoint
    }

    /// `POST /messages`: sends a message. Not idempotent, so it carries an `Idempotency-Key`:
    /// a retry after a lost response is then recognised by the server, not sent twice.
    public static func sendMessage(_ draft: MessageDraft) -> Endpoint<Message> {
        var endpoint = Endpoint<Message>(.post, "messages", name: "POST /messages")
        endpoint.body = draft
        endpoint.sendsIdempotencyKey = true
        endpoint.successStatuses = [201]
        return endpoint
    }

    /// `PATCH /users/me`: changes the signed-in user's profile. A 422 names the fields at fault.
    ///
    /// A server may apply the change and answer `204 No Content`: that is a success with no
    /// user to decode (the HTTP-contracts reference, "Separate the response layers": "a
    /// no-content update must not be decoded as a required object"), so the value is nil, and
    /// the user only when one came back. Nil rather than a refetch: a second request could fail
    /// after the change was made, and the caller already knows what it sent.
    public static func updateProfile(_ update: ProfileUpdate) -> Endpoint<User?> {
        var endpoint = Endpoint<User?>(.patch, "users/me", name: "PATCH /users/me")
        endpoint.body = update
        endpoint.successStatuses = [200, 204]
        endpoint.emptyBody = .some(nil)
        endpoint.rule = { $0?.violation }
        return endpoint
    }

    /// `GET /users/{id}/invited-by`: the user who invited this one, or `204 No Content` (nil)
    /// for someone who signed up on their own.
    public static func invitedBy(id: Int) -> Endpoint<User?> {
        var endpoint = Endpoint<User?>(.get, "users/\(id)/invited-by", name: "GET /users/{id}/invited-by")
        endpoint.successStatuses = [200, 204]
        endpoint.emptyBody = .some(nil)
        endpoint.rule = { $0?.violation }
        return endpoint
    }

    /// `DELETE /users/me/avatar`: answers 204 with no body (a 200 with an empty body is as good).
    public static func deleteAvatar() -> Endpoint<NoContent> {
        var endpoint = Endpoint<NoContent>(.delete, "users/me/avatar", name: "DELETE /users/me/avatar")
        endpoint.successStatuses = [200, 204]
        endpoint.emptyBody = NoContent()
        return endpoint
    }

    /// `POST /auth/refresh`: trades the refresh token for a new pair. It needs no access token,
    /// and it is never retried after a lost response: the server may already have rotated the
    /// token, and the old one would then be refused.
    public static func refresh(_ refreshToken: String) -> Endpoint<Credentials> {
        var endpoint = Endpoint<Credentials>(.post, "auth/refresh", name: "POST /auth/refresh")
        endpoint.body = RefreshRequest(refreshToken: refreshToken)
        endpoint.needsAuthorization = false
        return endpoint
    }
}
