import UIKitStandIn

public class ProfileViewController: UIViewController {
    // Outlets, connected in the storyboard in the app.
    public var nameLabel: UILabel! = UILabel()
    public var spinner: UIActivityIndicatorView! = UIActivityIndicatorView()

    public var userID = 0

    public override func viewDidLoad() {
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
