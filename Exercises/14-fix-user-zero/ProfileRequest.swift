// Grade 2 · Fix defect 7: `var userID = 0`.
import ExerciseSupport

enum ProfileError: Error, Equatable {
    /// The screen was shown before anyone said whose profile it is.
    case noUserID
}

/// The path the profile screen requests, given the id it was handed, if any.
func profilePath(for userID: Int?) throws -> String {
    // The original:
    //     var userID = 0
    // so a screen nobody gave an id quietly loads /users/0: someone else's profile.
    // TODO: no id, no request (throw ProfileError.noUserID); otherwise "/users/<id>".
    throw NotImplemented("refuse to load a profile without an id")
}
