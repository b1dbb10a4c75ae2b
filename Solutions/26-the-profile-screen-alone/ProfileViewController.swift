// Grade 3 · Rewrite, step 3: the profile screen on its own.
import Foundation
import Fixed
import UIKitStandIn

final class ProfileViewController: UIViewController {
    let nameLabel = UILabel()
    let spinner = UIActivityIndicatorView()
    var userID: Int?

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
        // `[weak self]`: the Task never keeps a screen the user left. Its `defer` stops the
        // spinner on every path, the cancelled one too.
        loadTask = Task { [weak self, client] in
            defer { self?.spinner.stopAnimating() }
            do {
                let user = try await client.fetchUser(id: userID)
                self?.nameLabel.text = user.name
            } catch {
                guard !Task.isCancelled else { return }  // the user left: nothing to show
                self?.nameLabel.text = "Something went wrong"
            }
        }
    }

    /// Cancelled only when the user leaves for good. A push on top, or a full-screen
    /// presentation, makes the screen disappear too, and the user comes back to it.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent || isBeingDismissed { loadTask?.cancel() }
    }
}
