import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KataTestSupport
import UIKitStandIn
import KataUtilities

// What every `Subject` needs, whatever shape its code has: BrokenSubject, FixedSubject and the
// capstone's subject are all written with these.

/// Waits for a call that reports through a completion handler, as the original code does.
public enum CompletionHandlerCall {
    /// Starts the call with `start`, handing it a completion handler, and waits for the handler.
    ///
    /// The handler's deadline (`Waits.completion`) counts from the moment the stub answered
    /// the request, however slowly URLSession got it going; `StubURLProtocol` must be installed.
    public static func outcome<Value: Sendable & Equatable>(
        _ start: (@escaping @Sendable (Value?, (any Error)?) -> Void) -> Void
    ) async -> Outcome<Value> {
        let handed = Arrival<(Value?, (any Error)?)>()
        start { value, error in handed.deliver((value, error)) }
        _ = await StubURLProtocol.waitForAnswers(1, within: Waits.bound)
        _ = await StubURLProtocol.waitForCallbacks(within: Waits.bound)
        return outcome(of: await handed.value(within: Waits.completion))
    }

    /// What a completion handler's arguments, or its silence, amount to.
    public static func outcome<Value>(of handed: (Value?, (any Error)?)?) -> Outcome<Value> {
        switch handed {
        case nil: .neverCompleted
        case (let value?, _)?: .returned(value)
        case (nil, let error?)?: .failed(Failure(error))
        case (nil, nil)?: .emptyHanded
        }
    }
}

/// One call through a client over a `FakeTransport` answering `replies`, with a `WaitLog` as the
/// client's sleep: what the subjects of `Fixed` and of a rewrite both do. `call` makes the client
/// over the fake and the log, then calls it.
public func callThroughFake<Value: Sendable & Equatable>(
    replying replies: [Reply], _ call: @escaping @Sendable (FakeTransport, WaitLog) async throws -> Value
) async -> Call<Value> {
    let fake = FakeTransport(replies: replies)
    let waits = WaitLog()
    let outcome = await AsyncCall.outcome { try await call(fake, waits) }
    return Call(outcome: outcome, requests: await fake.requests, waits: waits.recorded)
}

/// The waits a client asked for between attempts, through the sleep a test handed it. It never
/// sleeps: the test checks the backoff without waiting for it.
public final class WaitLog: Sendable {
    private let waits = Locked([Duration]())

    public init() {}

    /// Pass this where the client takes its sleep.
    public var sleep: @Sendable (Duration) async throws -> Void {
        { duration in self.waits.withLock { $0.append(duration) } }
    }

    public var recorded: [Duration] { waits.withLock { $0 } }
}

/// How the scenarios drive a profile screen, written once for every subject: shown on its own,
/// covered by another screen and come back to, and left for good.
public enum ScreenScript {
    /// Shows the screen, waits for its answer, then for the spinner to stop.
    public static func load(_ rig: ProfileScreenRig) async -> ScreenRun {
        let (window, screen) = await MainActor.run {
            let screen = rig.makeScreen()
            let window = UIWindow(rootViewController: screen.controller)
            window.makeKeyAndVisible()
            return (window, screen)
        }
        _ = await rig.waitForAnswers(1, Waits.bound)
        let stop = await screen.spinner.writeLog.firstWrite(within: rig.reactionTime) { $0.value == "false" }
        let text = await MainActor.run { withExtendedLifetime(window) { screen.label.text } }
        return ScreenRun(labelText: text, spinnerStopped: stop != nil,
                         writes: screen.label.writeLog.writes + screen.spinner.writeLog.writes, requests: await rig.requests())
    }

    /// Shows the screen, and gives it `within` to send a request: for a screen that must not.
    public static func showAndWatchForRequests(_ rig: ProfileScreenRig, within: Duration) async -> [URLRequest] {
        let window = await MainActor.run {
            let window = UIWindow(rootViewController: rig.makeScreen().controller)
            window.makeKeyAndVisible()
            return window
        }
        _ = await rig.waitForRequests(1, within)
        await MainActor.run { withExtendedLifetime(window) {} }
        return await rig.requests()
    }

    /// Pushes the screen, and while its request is held, pushes a detail screen on top and pops
    /// back to it, as a user opening something and returning does. Then lets the answer go.
    public static func coverAndComeBack(_ rig: ProfileScreenRig) async -> CoverRun {
        let (window, navigation, screen) = await MainActor.run {
            let navigation = UINavigationController(rootViewController: UIViewController())
            let window = UIWindow(rootViewController: navigation)
            window.makeKeyAndVisible()
            let screen = rig.makeScreen()
            navigation.pushViewController(screen.controller, animated: true)
            return (window, navigation, screen)
        }
        let inFlight = await rig.waitForRequests(1, Waits.bound)
        // No request, no answer to wait for: the scenario's first check already says so.
        guard inFlight else {
            await MainActor.run { withExtendedLifetime((window, navigation)) {} }
            return CoverRun(requestWasInFlight: false, labelText: nil, spinnerStopped: false)
        }
        // A screen may cancel its load when covered and load again when shown (SwiftUI's
        // `.task`, by hand): its spinner's stop counts only once it is back.
        let spinnerWrites = await MainActor.run {
            navigation.pushViewController(UIViewController(), animated: true)
            let covered = screen.spinner.writeLog.writes.count
            navigation.popViewController(animated: true)
            return covered
        }
        await rig.releaseHeldReplies()
        _ = await rig.waitForAnswers(1, rig.reactionTime)
        let stop = await screen.spinner.writeLog.firstWrite(from: spinnerWrites, within: rig.reactionTime) { $0.value == "false" }
        let text = await MainActor.run { withExtendedLifetime(window) { screen.label.text } }
        return CoverRun(requestWasInFlight: inFlight, labelText: text, spinnerStopped: stop != nil)
    }

    /// Shows the screen (pushed, or presented full screen), and while its request is held,
    /// leaves it for good; then lets the app's last reference go and lets the held answer go.
    public static func leave(_ rig: ProfileScreenRig, by leaving: Leaving) async -> LeaveRun {
        let (stage, label) = await MainActor.run {
            let screen = rig.makeScreen()
            return (Stage(showing: screen.controller, by: leaving), screen.label)
        }
        let inFlight = await rig.waitForRequests(1, Waits.bound)
        let writesBefore = label.writeLog.writes.count
        let freed = await MainActor.run { stage.leaveAndLetGo() }
        guard inFlight else {
            await MainActor.run { withExtendedLifetime(stage) {} }
            return LeaveRun(requestWasInFlight: false, screenFreedAtOnce: freed, requestCancelled: false, labelWritesAfterLeaving: [])
        }
        let cancelled = await rig.waitForCancellation(rig.reactionTime)
        await rig.releaseHeldReplies()
        // A handler still holding on writes once its answer is in; a correct screen never.
        _ = await rig.waitForAnswers(1, rig.reactionTime)
        _ = await label.writeLog.write(at: writesBefore, within: Waits.completion)
        await MainActor.run { withExtendedLifetime(stage) {} }
        return LeaveRun(requestWasInFlight: inFlight, screenFreedAtOnce: freed, requestCancelled: cancelled,
                        labelWritesAfterLeaving: Array(label.writeLog.writes.dropFirst(writesBefore)))
    }
}

/// A window showing the profile screen over a home screen, the way the user will leave it.
@MainActor
private final class Stage {
    private let window: UIWindow
    private let home = UIViewController()
    private let navigation: UINavigationController?
    private let leaving: Leaving
    private var screen: UIViewController?
    private weak var watched: UIViewController?

    init(showing screen: UIViewController, by leaving: Leaving) {
        self.leaving = leaving
        self.screen = screen
        watched = screen
        switch leaving {
        case .pop:
            let navigation = UINavigationController(rootViewController: home)
            window = UIWindow(rootViewController: navigation)
            window.makeKeyAndVisible()
            navigation.pushViewController(screen, animated: true)
            self.navigation = navigation
        case .dismiss:
            navigation = nil
            window = UIWindow(rootViewController: home)
            window.makeKeyAndVisible()
            screen.modalPresentationStyle = .fullScreen
            home.present(screen, animated: true)
        }
    }

    /// Leaves the screen as the user would and drops the stage's reference to it; true when
    /// nothing else was holding it.
    func leaveAndLetGo() -> Bool {
        switch leaving {
        case .pop: navigation?.popViewController(animated: true)
        case .dismiss: home.dismiss(animated: true)
        }
        screen = nil
        return watched == nil
    }
}
