// Grade 2 · Fix defect 8: strong `self`, no cancellation.
import UIKitStandIn

typealias FetchName = (_ answer: @escaping @MainActor (String) -> Void) -> Void

final class ProfileScreen: UIViewController {
    let nameLabel = UILabel()

    /// `[weak self]`: the request may outlive the screen, but never keeps it alive. (The rewrite
    /// also cancels its Task in deinit, so the request itself stops once the user has left for
    /// good; not in viewDidDisappear, which also runs when another screen covers this one.)
    func load(using fetch: FetchName) throws {
        fetch { [weak self] name in self?.nameLabel.text = name }
    }
}
