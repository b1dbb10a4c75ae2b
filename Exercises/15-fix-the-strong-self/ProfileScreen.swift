// Grade 2 · Fix one defect. The screen that would not go away.
//
// The original ProfileViewController's viewDidLoad(), with its request passed in: `fetch`
// stands for `APIClient.shared.fetchUser(id:completion:)`, and calls back, on the main actor,
// when the answer comes, however long that takes.
import ExerciseSupport
import UIKitStandIn

/// Asks for a name, and hands it to `completion` when it comes.
typealias FetchName = (_ completion: @escaping @MainActor (String) -> Void) -> Void

final class ProfileScreen: UIViewController {
    let nameLabel = UILabel()

    /// Starts loading the name into the label.
    func load(using fetch: FetchName) {
        fetch { name in
            // TODO: a screen the user has left stays in memory until its request comes back,
            // and then its label is set for nobody to see.
            self.nameLabel.text = name
        }
    }
}
