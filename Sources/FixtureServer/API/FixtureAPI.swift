import Foundation

/// The fixture world: a small, stateful version of `https://api.example.com` for the production
/// client, behind either transport. `FixtureServer(handler: api.respond)` serves it over a real
/// socket; a test transport can call `respond(to:)` directly. Both see the same world, which is
/// what lets a contract test hold the two to the same outcomes.
///
/// | route | answer |
/// |---|---|
/// | `GET /users/{id}`, `GET /users?q=` | a user; the users whose name contains `q` |
/// | `GET /users/{id}/followers?cursor=` | `{"items": [...], "next_cursor": "…" or null}` |
/// | `POST /messages` | 201 with the message; a repeated `Idempotency-Key` gets the first message back |
/// | `PATCH /users/me` | 200 with the user (204, no body, once `answerUpdatesWithNoContent()`), or 422 with field errors for a blank name |
/// | `DELETE /users/me/avatar` | 204, no body |
/// | `POST /auth/refresh` | a new access token and a new refresh token; the old refresh token dies |
///
/// Every route but the refresh needs `Authorization: Bearer <the current access token>`, or gets
/// 401. Any route can be told to fail first (`failNext`): a status with `Retry-After`, or a
/// response dropped after the work was done.
public final class FixtureAPI: @unchecked Sendable {  // Sendable by its lock.
    /// A failure to serve before the normal answer.
    public enum Fault: Sendable, Equatable {
        /// Answer with this status (and `Retry-After`, if given) instead.
        case status(Int, retryAfter: String? = nil)
        /// Do the work, then close the connection before answering: the client never learns
        /// whether it happened.
        case dropResponse
    }

    /// A message as stored, with the key it came with.
    public struct StoredMessage: Sendable, Equatable {
        public let id: String
        public let to: Int
        public let text: String
        public let idempotencyKey: String?
    }

    private let lock = NSLock()
    private var names: [Int: String] = [1: "Ada", 2: "Bob", 3: "Cy"]
    private var followerIDs: [Int]
    private let pageSize: Int
    private var accessToken: String
    private var refreshToken: String
    private var tokenGeneration = 1
    private var faults: [String: [Fault]] = [:]
    private var messages: [StoredMessage] = []
    private var refreshes = (accepted: 0, refused: 0)
    private var updatesAnswerNoContent = false

    /// - Parameters:
    ///   - followers: how many followers user 1 has.
    ///   - pageSize: how many the followers endpoint hands out a page.
    public init(followers: Int = 5, pageSize: Int = 2) {
        followerIDs = Array(100..<(100 + followers))
        for id in followerIDs { names[id] = "Follower \(id)" }
        self.pageSize = pageSize
        accessToken = "access-1"
        refreshToken = "refresh-1"
    }

    /// The tokens a client signs in with.
    public var credentials: (accessToken: String, refreshToken: String) {
        lock.withLock { (accessToken, refreshToken) }
    }

    /// Makes the current access token expire: the next request with it gets 401, and a refresh
    /// with the current refresh token cures it.
    public func expireAccessToken() {
        lock.withLock { accessToken = "expired-\(tokenGeneration)" }
    }

    /// Makes `PATCH /users/me` answer `204 No Content` from now on, as many servers answer an
    /// update: the change is stored, and no copy of the user comes back.
    public func answerUpdatesWithNoContent() {
        lock.withLock { updatesAnswerNoContent = true }
    }

    /// The name user `id` has now.
    public func name(of id: Int) -> String? {
        lock.withLock { names[id] }
    }

    /// Makes the next requests to `route` (for example `"POST /messages"`) fail with `faults`, in
    /// order, before the route answers normally again.
    public func failNext(_ route: String, with faults: Fault...) {
        lock.withLock { self.faults[route, default: []] += faults }
    }

    /// Every message stored, in order.
    public var storedMessages: [StoredMessage] { lock.withLock { messages } }

    /// How many refreshes were accepted and refused.
    public var refreshCounts: (accepted: Int, refused: Int) { lock.withLock { refreshes } }

    /// The answer to `request`.
    public func respond(to request: RecordedRequest) -> FixtureResponse {
        let route = Route(request)
        let fault: Fault? = lock.withLock {
            guard var pending = faults[route.name], !pending.isEmpty else { return nil }
            defer { faults[route.name] = pending }
            return pending.removeFirst()
        }
        if case .status(let status, let retryAfter) = fault {
            var response = FixtureResponse.json(#"{"error": "status \#(status)"}"#, status: status)
            if let retryAfter { response.headers.append(HTTPHeader(name: "Retry-After", value: retryAfter)) }
            return response
        }
        let answer = lock.withLock { serve(route, request) }
        return fault == .dropResponse ? answer.with(.disconnectAtStart) : answer
    }

    // MARK: Routes (called with the lock held)

    private func serve(_ route: Route, _ request: RecordedRequest) -> FixtureResponse {
        if route.name == "POST /auth/refresh" { return refresh(request) }
        guard request.header("Authorization") == "Bearer \(accessToken)" else {
            return .json(#"{"error": "unauthorized"}"#, status: 401)
        }
        switch route.name {
        case "GET /users/{id}":
            guard let id = route.id, let name = names[id] else { return .json(#"{"error": "not found"}"#, status: 404) }
            return .json(Self.user(id, name))
        case "GET /users":
            let query = route.query("q")?.lowercased() ?? ""
            let found = names.sorted { $0.key < $1.key }.filter { $0.value.lowercased().contains(query) }
            return .json("[" + found.map { Self.user($0.key, $0.value) }.joined(separator: ", ") + "]")
        case "GET /users/{id}/followers":
            return followersPage(after: route.query("cursor"))
        case "POST /messages":
            return sendMessage(request)
        case "PATCH /users/me":
            return updateProfile(request)
        case "DELETE /users/me/avatar":
            return FixtureResponse(status: 204)
        default:
            return .json(#"{"error": "no such route"}"#, status: 404)
        }
    }

    private func followersPage(after cursor: String?) -> FixtureResponse {
        let start = cursor.flatMap { Int($0.dropFirst()) } ?? 0
        guard start <= followerIDs.count else { return .json(#"{"error": "bad cursor"}"#, status: 400) }
        let page = followerIDs[start..<min(start + pageSize, followerIDs.count)]
        let next = start + pageSize < followerIDs.count ? "\"c\(start + pageSize)\"" : "null"
        let items = page.map { Self.user($0, names[$0] ?? "") }.joined(separator: ", ")
        return .json(#"{"items": [\#(items)], "next_cursor": \#(next)}"#)
    }

    private func sendMessage(_ request: RecordedRequest) -> FixtureResponse {
        guard let draft = try? JSONDecoder().decode(Draft.self, from: request.body) else {
            return .json(#"{"error": "bad body"}"#, status: 400)
        }
        let key = request.header("Idempotency-Key")
        let message = messages.first { key != nil && $0.idempotencyKey == key }
            ?? StoredMessage(id: "m\(messages.count + 1)", to: draft.to, text: draft.text, idempotencyKey: key)
        if !messages.contains(message) { messages.append(message) }
        return .json(#"{"id": "\#(message.id)", "to": \#(message.to), "text": \#(Self.quoted(message.text))}"#, status: 201)
    }

    private func updateProfile(_ request: RecordedRequest) -> FixtureResponse {
        guard let update = try? JSONDecoder().decode(NameUpdate.self, from: request.body) else {
            return .json(#"{"error": "bad body"}"#, status: 400)
        }
        guard !update.name.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .json(#"{"errors": {"name": ["must not be blank"]}}"#, status: 422)
        }
        names[1] = update.name
        return updatesAnswerNoContent ? FixtureResponse(status: 204) : .json(Self.user(1, update.name))
    }

    private func refresh(_ request: RecordedRequest) -> FixtureResponse {
        guard let body = try? JSONDecoder().decode(RefreshBody.self, from: request.body), body.refresh_token == refreshToken else {
            refreshes.refused += 1
            return .json(#"{"error": "invalid_grant"}"#, status: 401)
        }
        refreshes.accepted += 1
        tokenGeneration += 1
        accessToken = "access-\(tokenGeneration)"
        refreshToken = "refresh-\(tokenGeneration)"
        return .json(#"{"access_token": "\#(accessToken)", "refresh_token": "\#(refreshToken)"}"#)
    }

    private static func user(_ id: Int, _ name: String) -> String {
        #"{"id": \#(id), "name": "\#(name)", "avatar_url": "https://example.com/\#(id).png"}"#
    }

    /// `text` as a JSON string, quotes and escapes included.
    private static func quoted(_ text: String) -> String {
        (try? JSONEncoder().encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }

    private struct Draft: Decodable { let to: Int; let text: String }
    private struct NameUpdate: Decodable { let name: String }
    private struct RefreshBody: Decodable { let refresh_token: String }
}

/// A request's route: its method and path template, `GET /users/{id}`, and what filled it.
private struct Route {
    let name: String
    let id: Int?
    private let items: [URLQueryItem]

    init(_ request: RecordedRequest) {
        let segments = request.path.split(separator: "/").map(String.init)
        let template = segments.map { Int($0) == nil ? $0 : "{id}" }
        name = "\(request.method) /" + template.joined(separator: "/")
        id = segments.lazy.compactMap { Int($0) }.first
        items = URLComponents(string: "/?" + (request.rawQuery ?? ""))?.queryItems ?? []
    }

    func query(_ name: String) -> String? {
        items.first { $0.name == name }?.value
    }
}
