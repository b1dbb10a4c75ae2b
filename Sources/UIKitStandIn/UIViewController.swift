import Foundation

/// A screen, with UIKit's life cycle: `viewDidLoad()` once, then `viewWillAppear(_:)`,
/// `viewDidAppear(_:)`, `viewWillDisappear(_:)` and `viewDidDisappear(_:)` each time it comes
/// and goes. A `UINavigationController` or a presentation drives the appearance calls, in
/// UIKit's order, and sets `isMovingToParent`, `isMovingFromParent`, `isBeingPresented` and
/// `isBeingDismissed` while they run, as UIKit does.
///
/// Its initializers are UIKit's: `init(nibName:bundle:)` is the designated one, `init?(coder:)`
/// is required, and `init()` is a convenience. So a subclass with an initializer of its own calls
/// `super.init(nibName: nil, bundle: nil)` and provides `init?(coder:)`, as it must on iOS.
@MainActor
open class UIViewController {
    /// Whether `viewDidLoad()` has run.
    public private(set) var isViewLoaded = false

    /// True during the appearance calls of a push onto a navigation stack.
    public internal(set) var isMovingToParent = false
    /// True during the disappearance calls of a pop off a navigation stack. Covering the screen
    /// with another one (a push on top, a full-screen presentation) leaves it false.
    public internal(set) var isMovingFromParent = false
    /// True during the appearance calls of a presentation of this screen.
    public internal(set) var isBeingPresented = false
    /// True during the disappearance calls of a dismissal of this screen. A screen inside a
    /// navigation controller that is dismissed stays false: the navigation controller is the one
    /// being dismissed.
    public internal(set) var isBeingDismissed = false

    /// The navigation controller whose stack holds this screen, if any.
    public internal(set) weak var navigationController: UINavigationController?
    /// The screen this one presented and that is still up.
    public private(set) var presentedViewController: UIViewController?
    /// The screen that presented this one.
    public private(set) weak var presentingViewController: UIViewController?
    /// How `present(_:animated:)` shows this screen. As on iOS 13 and later, the default is a
    /// sheet, which leaves the screen below it on screen.
    public var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The nib's name, if the screen was made with one. The stand-in loads no nib.
    public let nibName: String?
    /// Where the nib is looked for.
    public let nibBundle: Bundle?

    /// UIKit's designated initializer. A screen built in code passes nil for both.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
    }

    /// What a storyboard calls. Required, as in UIKit (`UIViewController` adopts `NSCoding`):
    /// every subclass that has an initializer of its own must provide it. The stand-in decodes
    /// nothing from `coder`.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
    }

    /// `init(nibName: nil, bundle: nil)`, as `UIViewController()` is in UIKit.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Called once, when the screen is about to be shown for the first time.
    open func viewDidLoad() {}
    /// Called every time the screen is about to come on screen.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called every time the screen has come on screen.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called every time the screen is about to go off screen: left for good, or covered.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called every time the screen has gone off screen: left for good, or covered.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Loads the screen if that has not happened yet, which runs `viewDidLoad()`.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    /// Shows `screen` over this one.
    public func present(_ screen: UIViewController, animated: Bool) {
        guard presentedViewController == nil else { return }
        screen.loadViewIfNeeded()
        presentedViewController = screen
        screen.presentingViewController = self
        let covered = screen.modalPresentationStyle == .fullScreen ? self : nil
        Appearance.transition(from: covered, to: screen, animated: animated, marking: (screen, \.isBeingPresented))
    }

    /// Takes away the screen this one presented or, if it presented none, this screen itself if
    /// it was presented.
    public func dismiss(animated: Bool) {
        if let presented = presentedViewController {
            presented.dismissAsPresented(animated: animated)
        } else if presentingViewController != nil {
            dismissAsPresented(animated: animated)
        }
    }

    private func dismissAsPresented(animated: Bool) {
        guard let presenter = presentingViewController else { return }
        let uncovered = modalPresentationStyle == .fullScreen ? presenter : nil
        presenter.presentedViewController = nil
        presentingViewController = nil
        Appearance.transition(from: self, to: uncovered, animated: animated, marking: (self, \.isBeingDismissed))
    }

    /// Sends the appearance calls to this screen and, for a container, to its visible child.
    func forwardAppearance(_ phase: Appearance.Phase, animated: Bool) {
        switch phase {
        case .willAppear: viewWillAppear(animated)
        case .didAppear: viewDidAppear(animated)
        case .willDisappear: viewWillDisappear(animated)
        case .didDisappear: viewDidDisappear(animated)
        }
    }
}

/// How a presented screen covers the one below it.
public enum UIModalPresentationStyle: Sendable {
    /// What the system chooses: a sheet, as on iOS 13 and later.
    case automatic
    /// A card over the screen below, which stays on screen: it gets no disappearance calls.
    case pageSheet
    /// The whole screen: the screen below disappears, and appears again on dismissal.
    case fullScreen
}

/// The order UIKit sends appearance calls in when one screen replaces another.
@MainActor
enum Appearance {
    enum Phase { case willAppear, didAppear, willDisappear, didDisappear }

    /// `leaving` will-disappear, `arriving` will-appear, `leaving` did-disappear, `arriving`
    /// did-appear. `marking` names the screen the transition is about and the flag that says
    /// why (`isMovingFromParent`, `isBeingDismissed`, …), set while the calls run.
    static func transition(
        from leaving: UIViewController?, to arriving: UIViewController?, animated: Bool,
        marking: (screen: UIViewController, flag: ReferenceWritableKeyPath<UIViewController, Bool>)? = nil
    ) {
        if let marking { marking.screen[keyPath: marking.flag] = true }
        defer { if let marking { marking.screen[keyPath: marking.flag] = false } }
        leaving?.forwardAppearance(.willDisappear, animated: animated)
        arriving?.forwardAppearance(.willAppear, animated: animated)
        leaving?.forwardAppearance(.didDisappear, animated: animated)
        arriving?.forwardAppearance(.didAppear, animated: animated)
    }
}
