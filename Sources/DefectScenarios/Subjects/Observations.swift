import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import UIKitStandIn

/// A user as either module returns it, so the two can be compared.
public struct UserSnapshot: Sendable, Equatable, CustomStringConvertible {
    public let id: Int
    public let name: String
    public let avatarURL: String

    public init(id: Int, name: String, avatarURL: String) {
        self.id = id
        self.name = name
        self.avatarURL = avatarURL
    }

    public var description: String { "\(name) (id \(id), avatar \(avatarURL))" }
}

/// Why a call failed, as its caller can tell: whatever module the error comes from, what a
/// caller can see is whether it is a transport failure, a status it can read, a decoding error,
/// or something else.
public enum Failure: Sendable, Equatable, CustomStringConvertible {
    case transport(URLError.Code)
    case badStatus(Int)
    case decoding
    case other(String)

    public var description: String {
        switch self {
        case .transport(let code): "a transport error (\(code.name))"
        case .badStatus(let status): "an error carrying status \(status)"
        case .decoding: "a decoding error"
        case .other(let text): "an error (\(text))"
        }
    }

    /// Whether it is one of the failures a caller can act on, rather than some other error.
    public var isTyped: Bool {
        if case .other = self { return false }
        return true
    }

    /// The failure without its details, for comparing how two endpoints fail.
    public var kind: String {
        switch self {
        case .transport(let code): "transport \(code.name)"
        case .badStatus(let status): "status \(status)"
        case .decoding: "decoding"
        case .other: "other"
        }
    }
}

/// How a call ended.
public enum Outcome<Value: Sendable & Equatable>: Sendable, Equatable, CustomStringConvertible {
    /// It handed back a value.
    case returned(Value)
    /// It reported an error.
    case failed(Failure)
    /// A completion handler was called with no value and no error: `(nil, nil)`.
    case emptyHanded
    /// Nothing came back before the deadline: a completion handler never called.
    case neverCompleted

    public var value: Value? {
        if case .returned(let value) = self { return value }
        return nil
    }

    public var failure: Failure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }

    /// The outcome without its details: "returned", "failed: decoding", "(nil, nil)", …
    public var kind: String {
        switch self {
        case .returned: "returned a value"
        case .failed(let failure): "failed (\(failure.kind))"
        case .emptyHanded: "handed back no value and no error"
        case .neverCompleted: "never completed"
        }
    }

    public var description: String {
        switch self {
        case .returned(let value): "returned \(value)"
        case .failed(let failure): "failed with \(failure)"
        case .emptyHanded: "handed back no value and no error"
        case .neverCompleted: "never completed"
        }
    }

    public func map<Other>(_ transform: (Value) -> Other) -> Outcome<Other> {
        switch self {
        case .returned(let value): .returned(transform(value))
        case .failed(let failure): .failed(failure)
        case .emptyHanded: .emptyHanded
        case .neverCompleted: .neverCompleted
        }
    }
}

/// One call through a subject: how it ended, every request the fake saw, and every wait the
/// client asked for between attempts (where the subject lets the test give it a clock).
public struct Call<Value: Sendable & Equatable>: Sendable {
    public let outcome: Outcome<Value>
    public let requests: [URLRequest]
    public let waits: [Duration]

    public init(outcome: Outcome<Value>, requests: [URLRequest], waits: [Duration] = []) {
        self.outcome = outcome
        self.requests = requests
        self.waits = waits
    }

    /// "after 3 requests"
    public var requestCount: String { requests.count == 1 ? "after 1 request" : "after \(requests.count) requests" }
}

/// What the profile screen did when it was shown and its answer came.
public struct ScreenRun: Sendable {
    /// What the name label shows at the end.
    public let labelText: String?
    /// Whether the spinner stopped before the deadline.
    public let spinnerStopped: Bool
    /// Every write to the label and the spinner, in order per view.
    public let writes: [UIWrite]
    /// Every request the fake saw.
    public let requests: [URLRequest]

    public init(labelText: String?, spinnerStopped: Bool, writes: [UIWrite], requests: [URLRequest]) {
        self.labelText = labelText
        self.spinnerStopped = spinnerStopped
        self.writes = writes
        self.requests = requests
    }
}

/// What the profile screen did when another screen covered it while it loaded, and the user
/// came back before the answer arrived.
public struct CoverRun: Sendable {
    public let requestWasInFlight: Bool
    /// What the name label shows once the answer came.
    public let labelText: String?
    public let spinnerStopped: Bool
}

/// What happened when the user left the profile screen for good while it loaded.
public struct LeaveRun: Sendable {
    public let requestWasInFlight: Bool
    /// Whether the screen was freed as soon as the user left and the app let go of it.
    public let screenFreedAtOnce: Bool
    /// Whether its request was cancelled.
    public let requestCancelled: Bool
    /// Writes to its label after the user left, once the held answer was let go.
    public let labelWritesAfterLeaving: [UIWrite]
}

/// The two ways a user leaves a pushed or presented screen for good.
public enum Leaving: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Back, from a navigation stack: `isMovingFromParent` is set.
    case pop
    /// Closing a full-screen presentation: `isBeingDismissed` is set.
    case dismiss

    public var description: String {
        switch self {
        case .pop: "popped it off the navigation stack"
        case .dismiss: "dismissed it"
        }
    }
}

extension URLError.Code {
    /// The code's name, as a learner would look it up.
    public var name: String {
        switch self {
        case .timedOut: "timedOut"
        case .notConnectedToInternet: "notConnectedToInternet"
        case .networkConnectionLost: "networkConnectionLost"
        case .cannotConnectToHost: "cannotConnectToHost"
        case .badServerResponse: "badServerResponse"
        case .cancelled: "cancelled"
        default: "URLError \(rawValue)"
        }
    }
}
