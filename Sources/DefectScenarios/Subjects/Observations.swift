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

/// Why a call failed, in words both modules can be mapped to.
public enum Failure: Sendable, Equatable, CustomStringConvertible {
    case transport(URLError.Code)
    case badStatus(Int)
    case decoding
    case other(String)

    public var description: String {
        switch self {
        case .transport(let code): "a transport error (\(code.name))"
        case .badStatus(let status): "a bad status (\(status))"
        case .decoding: "a decoding error"
        case .other(let text): "an error (\(text))"
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

    public var description: String {
        switch self {
        case .returned(let value): "returned \(value)"
        case .failed(let failure): "failed with \(failure)"
        case .emptyHanded: "handed back no value and no error"
        case .neverCompleted: "never completed"
        }
    }
}

/// One call through a subject: how it ended, and every request the fake saw.
public struct Call<Value: Sendable & Equatable>: Sendable {
    public let outcome: Outcome<Value>
    public let requests: [URLRequest]

    public init(outcome: Outcome<Value>, requests: [URLRequest]) {
        self.outcome = outcome
        self.requests = requests
    }
}

/// What the profile screen did.
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

/// What happened when the profile screen was dismissed mid-request.
public struct DismissRun: Sendable {
    /// Whether a request was in flight when the screen was dismissed.
    public let requestWasInFlight: Bool
    /// Whether the screen was freed as soon as it was dismissed.
    public let screenFreedAtOnce: Bool
    /// Whether the request was cancelled once the screen was gone.
    public let requestCancelled: Bool

    public init(requestWasInFlight: Bool, screenFreedAtOnce: Bool, requestCancelled: Bool) {
        self.requestWasInFlight = requestWasInFlight
        self.screenFreedAtOnce = screenFreedAtOnce
        self.requestCancelled = requestCancelled
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
