import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import UIKitStandIn

/// A user as either module returns it, so the two can be compared.
public struct UserSnapshot: Sendable, Equatable, Codable, CustomStringConvertible {
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

/// One call through a subject: how it ended, every request the fake saw, and every wait the
/// client asked for between attempts (where the subject lets the test give it a clock).
public struct Call<Value: Sendable>: Sendable {
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
