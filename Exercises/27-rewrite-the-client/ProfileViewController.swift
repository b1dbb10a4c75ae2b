// Grade 3 · Rewrite: the original profile screen, as shipped.
import UIKitStandIn

class ProfileViewController: UIViewController {
    // Outlets, connected in the storyboard in the app.
    var nameLabel: UILabel! = UILabel()
    var spinner: UIActivityIndicatorView! = UIActivityIndicatorView()

    var userID = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        spinner.startAnimating()
        APIClient.shared.fetchUser(id: userID) { user, error in
            if let user = user {
                self.nameLabel.text = user.name
            } else {
                self.nameLabel.text = "Something went wrong"
            }
            self.spinner.stopAnimating()
        }
    }
}

// MARK: - What the defect cases call

// TODO: the tests make the screen here, with the client they faked and a user id that may be
// missing. Make the screen load through `client`, and make a missing id impossible to ignore: in a
// debug build a screen shown without its user id must stop loudly (an assertion), not load a
// user nobody asked for or show nothing.
@MainActor
func makeProfileScreen(client: APIClient, userID: Int?) -> ProfileViewController {
    let screen = ProfileViewController()
    if let userID { screen.userID = userID }
    return screen
}
