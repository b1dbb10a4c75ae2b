// Grade 2 · Fix one defect. The screen that would not go away.
import UIKitStandIn

typealias FetchName = (_ completion: @escaping @MainActor (String) -> Void) -> Void

final class ProfileScreen: UIViewController {
    let nameLabel = UILabel()

    /// `[weak self]`: the request may outlive the screen, but never keeps it alive, and a reply
    /// for a screen that is gone is dropped. (The rewrite also cancels the request itself once the
    /// user has left for good: exercise 26.)
    func load(using fetch: FetchName) {
        fetch { [weak self] name in
            self?.nameLabel.text = name
        }
    }
}
