/// Whatever sends an endpoint: `APIClient`, or a client stacked from its steps. The app's calls
/// are written once, here, for all of them.
public protocol EndpointSending: Sendable {
    /// Sends `endpoint` and returns its value.
    func send<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response
}

extension EndpointSending {
    /// One user's profile.
    public func fetchUser(id: Int) async throws(APIError) -> User {
        try await send(API.user(id: id))
    }

    /// Users whose name matches `query`, sent as one `q` however many `&`, `=` or `+` it holds.
    public func searchUsers(matching query: String) async throws(APIError) -> [User] {
        try await send(API.searchUsers(matching: query))
    }

    /// Sends a message, at most once however many times it is retried.
    public func sendMessage(_ text: String, to recipient: Int) async throws(APIError) -> Message {
        try await send(API.sendMessage(MessageDraft(to: recipient, text: text)))
    }

    /// Renames the signed-in user. A name the server refuses comes back as `.rejected`.
    ///
    /// Nil when the server applied the rename and sent no copy back (204 No Content): the rename
    /// happened, so it is not an error, and the caller shows the name it sent.
    public func updateName(_ name: String) async throws(APIError) -> User? {
        try await send(API.updateProfile(ProfileUpdate(name: name)))
    }

    /// Removes the signed-in user's avatar.
    public func deleteAvatar() async throws(APIError) {
        _ = try await send(API.deleteAvatar())
    }

    /// `id`'s followers, a page at a time; see `PageSequence`.
    public func followers(of id: Int) -> PageSequence<User> {
        PageSequence { cursor async throws(APIError) in try await self.send(API.followers(of: id, cursor: cursor)) }
    }
}
