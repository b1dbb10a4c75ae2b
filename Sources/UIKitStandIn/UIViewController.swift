/// A screen. `loadViewIfNeeded()` calls `viewDidLoad()` once; `dismiss(animated:)` takes the
/// screen away and calls `viewDidDisappear(_:)`, as UIKit does.
@MainActor
open class UIViewController {
    /// Whether `viewDidLoad()` has run.
    public private(set) var isViewLoaded = false

    public init() {}

    /// Called once, when the screen is about to be shown for the first time.
    open func viewDidLoad() {}

    /// Called when the screen has gone away.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Loads the screen if that has not happened yet, which runs `viewDidLoad()`.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    /// Takes the screen away.
    public func dismiss(animated: Bool) {
        viewDidDisappear(animated)
    }
}
