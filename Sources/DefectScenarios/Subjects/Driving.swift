import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KataTestSupport
import UIKitStandIn

// What every `Subject` needs, whatever shape its code has: BrokenSubject, FixedSubject and the
// capstone's subject are all written with these.

/// Waits for a call that reports through a completion handler, as the original code does.
public enum CompletionHandlerCall {
    /// Starts the call with `start`, handing it a completion handler, and waits for the handler.
    ///
    /// The handler's deadline (`Deadline.completion`) counts from the moment the stub answered
    /// the request, however slowly URLSession got it going; `StubURLProtocol` must be installed.
    public static func outcome<Value: Sendable & Equatable>(
        _ start: (@escaping @Sendable (Value?, (any Error)?) -> Void) -> Void
    ) async -> Outcome<Value> {
        let handed = Arrival<(Value?, (any Error)?)>()
        start { value, error in handed.deliver((value, error)) }
        _ = await StubURLProtocol.waitForAnswers(1, within: Deadline.hang)
        return outcome(of: await handed.value(within: Deadline.completion))
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

/// Waits for an async call, as the rewrite makes.
public enum AsyncCall {
    /// Runs `call`, giving up at `Deadline.hang` so that a hang fails the scenario instead of
    /// stalling it. An async call cannot forget to complete; it can only hang.
    public static func outcome<Value: Sendable & Equatable>(
        _ call: @escaping @Sendable () async throws -> Value
    ) async -> Outcome<Value> {
        let ended = Arrival<Outcome<Value>>()
        let task = Task {
            do { ended.deliver(.returned(try await call())) } catch { ended.deliver(.failed(Failure(error))) }
        }
        guard let outcome = await ended.value(within: Deadline.hang) else {
            task.cancel()
            return .neverCompleted
        }
        return outcome
    }
}

/// Whether either of two things happens: true as soon as one wait says yes, false once both
/// have said no. For a subject whose code may take either of two paths.
public func eitherHappens(
    _ one: @escaping @Sendable () async -> Bool, _ other: @escaping @Sendable () async -> Bool
) async -> Bool {
    let answer = Arrival<Bool>()
    let noes = Locked(0)
    for wait in [one, other] {
        Task {
            if await wait() {
                answer.deliver(true)
            } else if noes.withLock({ count in count += 1; return count }) == 2 {
                answer.deliver(false)
            }
        }
    }
    return await answer.value(within: Deadline.hang * 2) ?? false
}

/// Watches a profile screen's label and spinner until the spinner stops.
public enum ScreenWatch {
    /// Waits for the spinner to stop, at most `deadline`, and reports what the screen did.
    public static func untilSpinnerStops(
        label: UILabel, spinner: UIActivityIndicatorView, within deadline: Duration, requests: @Sendable () async -> [URLRequest]
    ) async -> ScreenRun {
        let stop = await spinner.writeLog.firstWrite(within: deadline) { $0.value == "false" }
        let text = await MainActor.run { label.text }
        return ScreenRun(labelText: text, spinnerStopped: stop != nil,
                         writes: label.writeLog.writes + spinner.writeLog.writes, requests: await requests())
    }
}

/// A screen the scenario holds until it dismisses it, then watches weakly, to see whether
/// anything else still keeps it alive.
@MainActor
public final class ScreenHandle {
    private var screen: UIViewController?
    private weak var watched: UIViewController?

    public init(_ screen: UIViewController) {
        self.screen = screen
        watched = screen
    }

    /// Dismisses the screen and lets go of it; true when nothing else was holding it.
    public func dismissAndLetGo() -> Bool {
        screen?.dismiss(animated: true)
        screen = nil
        return watched == nil
    }
}

extension Failure {
    /// A URLError is a transport failure; anything else, a subject maps to `Failure` itself
    /// by conforming its error type to `FailureConvertible`.
    public init(_ error: any Error) {
        switch error {
        case let error as any FailureConvertible: self = error.failure
        case let error as URLError: self = .transport(error.code)
        default: self = .other("\(error)")
        }
    }
}

/// An error type a subject's code throws, with the `Failure` it means.
public protocol FailureConvertible: Error {
    var failure: Failure { get }
}
