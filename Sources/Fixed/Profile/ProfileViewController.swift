import Foundation
import UIKitStandIn

/// The profile screen: shows one user's name, with a spinner while it loads.
///
/// Defect 4: the class is main-actor isolated (as `UIViewController` is), so the `Task` started
/// in `viewDidLoad()` runs on the main actor and every label write lands on the main queue.
///
/// The screen is built in code, with its client passed in: a storyboard's `init?(coder:)` could
/// pass none, so it is unavailable. For a storyboard, `docs/defects/08-strong-self-no-cancellation.md`
/// shows how to hand it one.
public final class ProfileViewController: UIViewController {  // Defect 16: final.
    /// The user's name, or a message when loading failed.
    public let nameLabel = UILabel()
    /// Spins while the profile loads.
    public let spinner = UIActivityIndicatorView()

    /// Whose profile to show. Defect 7: optional, so "not set" cannot pass for user 0.
    public var userID: Int?

    private let client: APIClient
    private var loadTask: Task<Void, Never>?

    /// - Parameter client: where the profile comes from; tests pass a client over a fake.
    public init(client: APIClient = .shared) {
        self.client = client
        super.init(nibName: nil, bundle: nil)
    }

    // Unavailable rather than only `fatalError`: a call from code does not compile, and a
    // storyboard scene that names this class stops at once, saying why.
    @available(*, unavailable, message: "Built in code: use init(client:)")
    public required init?(coder: NSCoder) {
        fatalError("ProfileViewController is built in code: use init(client:)")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        // Defect 7: fail loudly in a debug build rather than quietly show someone else.
        guard let userID else { return assertionFailure("Set userID before showing the screen") }
        spinner.startAnimating()
        loadTask = Task { [weak self, client] in  // Defects 4, 8: on the main actor; weak self.
            defer { self?.spinner.stopAnimating() }  // Defect 9: on every path, cancellation too.
            do {
                let user = try await client.fetchUser(id: userID)
                self?.nameLabel.text = user.name
            } catch {
                // Defect 8: a screen that went away asked for this; it is not an error to show.
                guard !Task.isCancelled else { return }
                self?.nameLabel.text = "Something went wrong"  // Defect 6: no print(error).
            }
        }
    }

    // Defect 8: the load lives exactly as long as the screen. Not `viewDidDisappear`: that also
    // runs when another screen is pushed on top or presented full screen, and the user comes
    // back to a screen whose load was cancelled. The `Task` holds the screen weakly, so the
    // screen is freed as soon as the user leaves for good, however they leave.
    deinit {
        loadTask?.cancel()
    }
}
