import Foundation

/// A stack of screens: the top one is on screen. Pushing covers the top screen (it disappears
/// but stays on the stack); popping takes the top screen away for good, with
/// `isMovingFromParent` set while its disappearance calls run.
@MainActor
open class UINavigationController: UIViewController {
    /// The stack, bottom first.
    public private(set) var viewControllers: [UIViewController] = []
    private var isOnScreen = false

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.navigationController = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The screen on top of the stack.
    public var topViewController: UIViewController? { viewControllers.last }

    /// Puts `screen` on top of the stack, covering the one that was there.
    public func pushViewController(_ screen: UIViewController, animated: Bool) {
        let covered = topViewController
        screen.navigationController = self
        viewControllers.append(screen)
        screen.loadViewIfNeeded()
        guard isOnScreen else { return }
        Appearance.transition(from: covered, to: screen, animated: animated, marking: (screen, \.isMovingToParent))
    }

    /// Takes the top screen off the stack for good and shows the one below. The root stays.
    @discardableResult
    public func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let leaving = viewControllers.popLast() else { return nil }
        defer { leaving.navigationController = nil }
        if isOnScreen {
            Appearance.transition(from: leaving, to: topViewController, animated: animated, marking: (leaving, \.isMovingFromParent))
        }
        return leaving
    }

    override func forwardAppearance(_ phase: Appearance.Phase, animated: Bool) {
        super.forwardAppearance(phase, animated: animated)
        if phase == .willAppear { isOnScreen = true }
        if phase == .didDisappear { isOnScreen = false }
        topViewController?.forwardAppearance(phase, animated: animated)
    }
}
