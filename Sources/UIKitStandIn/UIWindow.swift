/// Where screens are shown: making the window visible brings its root screen on screen.
@MainActor
public final class UIWindow {
    public let rootViewController: UIViewController

    public init(rootViewController: UIViewController) {
        self.rootViewController = rootViewController
    }

    /// Loads the root screen and brings it on screen.
    public func makeKeyAndVisible() {
        rootViewController.loadViewIfNeeded()
        Appearance.transition(from: nil, to: rootViewController, animated: false)
    }
}
