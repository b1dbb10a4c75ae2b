// Grade 2 · Fix one defect. Report 3: "My name shows up late, sometimes the screen flickers."
import Dispatch
import UIKitStandIn

final class ProfileScreen: UIViewController {
    let nameLabel = UILabel()
    let spinner = UIActivityIndicatorView()

    /// The callback is `@Sendable`: its type now says it may run on another queue, so Swift 6
    /// refuses a label write in it until the hop to the main queue is there. (The rewrite gets the
    /// hop for free: its Task runs on the main actor.)
    func load(using fetchName: @escaping (_ completion: @escaping @Sendable (String?) -> Void) -> Void) {
        spinner.startAnimating()
        fetchName { name in
            DispatchQueue.main.async {
                self.nameLabel.text = name ?? "Something went wrong"
                self.spinner.stopAnimating()
            }
        }
    }
}
