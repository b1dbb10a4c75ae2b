// Grade 3 · Rewrite: one answer.
import Foundation
import UIKitStandIn

/// The profile screen. Main-actor isolated, like every view controller, so the `Task` it starts
/// sets the label on the main queue (defect 4).
final class ProfileViewController: UIViewController {
    let nameLabel = UILabel()
    let spinner = UIActivityIndicatorView()
    var userID: Int?  // Defect 7: no silent user 0.

    private let client: APIClient
    private var loadTask: Task<Void, Never>?

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
        guard let userID else { return assertionFailure("Set userID before showing the screen") }
        spinner.startAnimating()
        loadTask = Task { [weak self, client] in  // Defect 8: weak self.
            defer { self?.spinner.stopAnimating() }  // Defect 9: on every path, cancellation too.
            do {
                let user = try await client.fetchUser(id: userID)
                self?.nameLabel.text = user.name
            } catch {
                guard !Task.isCancelled else { return }  // the user left: nothing to show
                self?.nameLabel.text = "Something went wrong"  // Defect 6: nothing printed.
            }
        }
    }

    // Defect 8: cancel only when the user leaves for good. A push on top, or a full-screen
    // presentation, also makes the screen disappear, and the user comes back to it.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent || isBeingDismissed { loadTask?.cancel() }
    }
}

@MainActor
func makeProfileScreen(client: APIClient, userID: Int?) -> ProfileViewController {
    let screen = ProfileViewController(client: client)
    screen.userID = userID
    return screen
}
