import Foundation
import SourceChecks
import Testing
import UIKitStandIn

/// A screen that writes down each life-cycle call, with the flags UIKit sets during it.
@MainActor
private final class Screen: UIViewController {
    let name: String
    var calls: [String] = []

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() { calls.append("didLoad") }
    override func viewWillAppear(_ animated: Bool) { note("willAppear") }
    override func viewDidAppear(_ animated: Bool) { note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }

    private func note(_ call: String) {
        let flags = [
            isMovingToParent ? "moving-to" : nil, isMovingFromParent ? "moving-from" : nil,
            isBeingPresented ? "presented" : nil, isBeingDismissed ? "dismissed" : nil,
        ].compactMap { $0 }
        calls.append(([call] + flags).joined(separator: " "))
    }
}

@MainActor
@Suite("The UIKit stand-ins")
struct StandInTests {
    @Test func loadViewIfNeededRunsViewDidLoadOnce() {
        final class Screen: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        let screen = Screen()

        screen.loadViewIfNeeded()
        screen.loadViewIfNeeded()

        #expect(screen.loads == 1)
        #expect(screen.isViewLoaded)
    }

    @Test func aPushCoversTheTopScreenAndAPopTakesItAwayForGood() {
        let (home, profile, detail) = (Screen("home"), Screen("profile"), Screen("detail"))
        let navigation = UINavigationController(rootViewController: home)
        UIWindow(rootViewController: navigation).makeKeyAndVisible()

        navigation.pushViewController(profile, animated: true)
        navigation.pushViewController(detail, animated: true)
        navigation.popViewController(animated: true)
        navigation.popViewController(animated: true)

        #expect(profile.calls == [
            "didLoad", "willAppear moving-to", "didAppear moving-to",
            // Covered by detail: it disappears, but nothing says it is leaving.
            "willDisappear", "didDisappear", "willAppear", "didAppear",
            // Popped: this time it is leaving for good.
            "willDisappear moving-from", "didDisappear moving-from",
        ])
        #expect(home.calls.suffix(2) == ["willAppear", "didAppear"])
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === home)
        #expect(profile.navigationController == nil)
    }

    @Test func aFullScreenPresentationCoversThePresenterAndADismissalMarksThePresented() {
        let (home, profile) = (Screen("home"), Screen("profile"))
        UIWindow(rootViewController: home).makeKeyAndVisible()
        profile.modalPresentationStyle = .fullScreen

        home.present(profile, animated: true)
        home.dismiss(animated: true)

        #expect(profile.calls == [
            "didLoad", "willAppear presented", "didAppear presented",
            "willDisappear dismissed", "didDisappear dismissed",
        ])
        #expect(home.calls == ["didLoad", "willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear", "didAppear"])
        #expect(home.presentedViewController == nil && profile.presentingViewController == nil)
    }

    @Test func aSheetLeavesThePresenterOnScreen() {
        let (home, sheet) = (Screen("home"), Screen("sheet"))
        UIWindow(rootViewController: home).makeKeyAndVisible()

        home.present(sheet, animated: true)
        sheet.dismiss(animated: true)

        #expect(home.calls == ["didLoad", "willAppear", "didAppear"])
        #expect(sheet.calls.last == "didDisappear dismissed")
    }

    @Test func aScreenInsideADismissedNavigationControllerIsNotTheOneBeingDismissed() {
        let (home, profile) = (Screen("home"), Screen("profile"))
        UIWindow(rootViewController: home).makeKeyAndVisible()
        let navigation = UINavigationController(rootViewController: profile)
        navigation.modalPresentationStyle = .fullScreen

        home.present(navigation, animated: true)
        home.dismiss(animated: true)

        // As in UIKit: only the navigation controller is being dismissed. A screen that cancels
        // its work on `isBeingDismissed || isMovingFromParent` misses this way of leaving.
        #expect(profile.calls.suffix(2) == ["willDisappear", "didDisappear"])
    }

    @Test func theSpinnerRecordsStartAndStop() {
        let spinner = UIActivityIndicatorView()

        spinner.startAnimating()
        #expect(spinner.isAnimating)
        spinner.stopAnimating()

        #expect(!spinner.isAnimating)
        #expect(spinner.writeLog.writes.map(\.value) == ["true", "false"])
    }

    @Test func aTestCanWaitForAWriteWithADeadline() async {
        let label = UILabel()
        label.text = "Ada"

        let found = await label.writeLog.firstWrite(within: .seconds(1)) { $0.value == "Ada" }
        let missing = await label.writeLog.firstWrite(within: .milliseconds(20)) { $0.value == "Bob" }

        #expect(found?.value == "Ada")
        #expect(missing == nil)
    }
}

/// The stand-in's `UIViewController` is as strict as UIKit's about initializers, so a screen that
/// compiles here compiles in an iOS app: `super.init()` is refused, and so is a screen with an
/// initializer of its own and no `init?(coder:)`.
///
/// The property is a `var`: with a `let` assigned before `super.init()`, the compiler skips the
/// designated-initializer check (swiftlang/swift#77745), and here the link fails instead.
@Suite("The UIKit stand-in's initializers are UIKit's")
struct StandInInitializerTests {
    static func check(_ initializers: String) async -> SwiftTypeCheck.Result {
        await SwiftTypeCheck.snippet("""
            import Foundation
            import UIKitStandIn

            final class Screen: UIViewController {
                var userID: Int
            \(initializers)
            }
            """, module: "StandInCheck", alongside: [])
    }

    @Test func aScreenCallingSuperInitDoesNotCompile() async {
        let result = await Self.check("""
                init(userID: Int) { self.userID = userID; super.init() }
                required init?(coder: NSCoder) { fatalError() }
            """)
        #expect(!result.succeeded && result.errors.map(\.line) == [6], "\(result.transcript)")
    }

    @Test func aScreenWithoutInitCoderDoesNotCompile() async {
        let result = await Self.check("""
                init(userID: Int) { self.userID = userID; super.init(nibName: nil, bundle: nil) }
            """)
        #expect(!result.succeeded && result.transcript.contains("init(coder:)"), "\(result.transcript)")
    }

    @Test func aScreenWrittenAsForUIKitCompiles() async {
        let result = await Self.check("""
                init(userID: Int) { self.userID = userID; super.init(nibName: nil, bundle: nil) }
                @available(*, unavailable)
                required init?(coder: NSCoder) { fatalError("built in code") }
            """)
        #expect(result.succeeded, "\(result.transcript)")
    }
}
