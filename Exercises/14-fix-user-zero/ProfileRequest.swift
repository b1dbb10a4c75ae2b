// Grade 2 · Fix one defect. Someone else's profile.
//
// The original ProfileViewController's user id, and the request its viewDidLoad() sends. The
// storyboard makes the screen, so the id cannot come through an initializer: whoever shows the
// screen sets it first, or forgets to.
import ExerciseSupport

final class ProfileScreen {
    // TODO: a screen nobody gave a user id quietly loads someone's profile.
    var userID = 0

    /// The path of the request the screen sends when it loads.
    func requestPath() throws -> String {
        "/users/\(userID)"
    }
}
