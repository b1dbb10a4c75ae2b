// Grade 2 · Fix one defect. Someone else's profile.

/// What a screen shown without a user id says.
enum ProfileError: Error, Equatable {
    case noUserID
}

final class ProfileScreen {
    /// No id is nil, which no user has; 0 is an id like any other.
    var userID: Int?

    func requestPath() throws -> String {
        guard let userID else {
            // Loud in a debug build, where the mistake is made; compiled out of a release build,
            // which refuses with the error and carries on. `precondition` or `userID!` would
            // crash the app your users run.
            assertionFailure("Set userID before showing the screen")
            throw ProfileError.noUserID
        }
        return "/users/\(userID)"
    }
}
