// Grade 3 · Rewrite, step 3: the profile screen on its own.
//
// The original screen, to be rewritten over the async client (Sources/Fixed's APIClient). The
// tests show it, cover it with another screen and come back, and leave it for good, by popping
// it and by dismissing it: the defect suite's own screen scenarios. Keep the class's name,
// init(client:), userID and the two views.
import Foundation
import ExerciseSupport
import Fixed
import UIKitStandIn

final class ProfileViewController: UIViewController {
    let nameLabel = UILabel()
    let spinner = UIActivityIndicatorView()
    var userID: Int?

    private let client: APIClient

    init(client: APIClient) {
        self.client = client
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "Built in code: use init(client:)")
    required init?(coder: NSCoder) {
        return nil  // Never called (unavailable): no storyboard can hand this screen its client.
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // TODO: while `client.fetchUser(id:)` loads, spin; then show the name, or an error; and
        // stop the spinner whatever happens. A user who opens another screen and comes back
        // still gets the name; a user who leaves for good frees the screen at once and stops
        // its request, and nothing is written into a screen nobody sees.
        NotImplemented.record("load the profile into the screen")
    }
}
