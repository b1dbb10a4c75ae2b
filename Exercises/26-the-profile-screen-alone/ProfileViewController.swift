// Grade 3 · Rewrite, step 3: the profile screen on its own.
//
// A first rewrite of the original screen over the async client (Sources/Fixed's APIClient): it
// loads in a Task on the main actor, so the label is set on the main queue, and it shows an error
// when the load fails. The tests show it, cover it with another screen and come back, and leave
// it for good, by popping it and by dismissing it. Keep the class's name, init(client:), userID
// and the two views.
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
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let userID else { return assertionFailure("Set userID before showing the screen") }
        spinner.startAnimating()
        // TODO: a screen the user has left stays in memory until its request ends, the request
        // runs on for nobody, and its answer is still written into the screen nobody sees.
        Task {
            do {
                let user = try await client.fetchUser(id: userID)
                nameLabel.text = user.name
            } catch {
                nameLabel.text = "Something went wrong"
            }
            spinner.stopAnimating()
        }
    }
}
