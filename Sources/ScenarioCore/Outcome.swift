import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a call ended, whatever the code under test: Broken's completion handlers, Fixed's and
/// Production's async calls, a learner's.
public enum Outcome<Value: Sendable>: Sendable {
    /// It handed back a value.
    case returned(Value)
    /// It reported an error.
    case failed(Failure)
    /// A completion handler was called with no value and no error: `(nil, nil)`.
    case emptyHanded
    /// Nothing came back within the bound (`Waits`): a completion handler never called, or an
    /// async call that hangs.
    case neverCompleted

    public var value: Value? {
        if case .returned(let value) = self { return value }
        return nil
    }

    public var failure: Failure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }

    /// The outcome without its details: "returned a value", "failed (decoding)", …
    public var kind: String {
        switch self {
        case .returned: "returned a value"
        case .failed(let failure): "failed (\(failure.kind))"
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

extension Outcome: CustomStringConvertible {
    public var description: String {
        switch self {
        case .returned(let value): "returned \(value)"
        case .failed(let failure): "failed with \(failure)"
        case .emptyHanded: "handed back no value and no error"
        case .neverCompleted: "never completed"
        }
    }
}

extension Outcome: Equatable where Value: Equatable {}
// How a child process hands an outcome to the test that started it (see `ChildChannel`).
extension Outcome: Codable where Value: Codable {}

/// Why a call failed, as its caller can tell: whatever module the error comes from, what a
/// caller can see is one of these.
public enum Failure: Sendable, Equatable, CustomStringConvertible {
    case transport(URLError.Code)
    case badStatus(Int)
    case decoding
    case cancelled
    case deadlineExceeded
    case unauthorized
    case rateLimited(retryAfter: Duration?)
    case unexpectedContentType
    /// A domain rule the answer broke (a repeated cursor, say).
    case domain
    /// A 422, with the names of the fields at fault.
    case rejected([String])
    case other(String)

    /// What a caller can tell about `error`, whichever module it comes from: an error type that
    /// says what it means (`FailureConvertible`), `CancellationError`, a `URLError` (a transport
    /// failure), a `DecodingError`, and an `NSError` whose code is an HTTP status (the usual way
    /// completion-handler code reports one). Anything else is `.other`.
    public init(_ error: any Error) {
        switch error {
        case let error as any FailureConvertible: self = error.failure
        case is CancellationError: self = .cancelled
        case let error as URLError: self = .transport(error.code)
        case is DecodingError: self = .decoding
        default:
            // Only an NSError made as one: every Swift error bridges to NSError on Apple platforms.
            let status = type(of: error) is NSError.Type ? (error as NSError).code : 0
            self = (100..<600).contains(status) ? .badStatus(status) : .other("\(error)")
        }
    }

    public var description: String {
        switch self {
        case .transport(let code): "a transport error (\(code.name))"
        case .badStatus(let status): "an error carrying status \(status)"
        case .decoding: "a decoding error"
        case .cancelled: "cancelled"
        case .deadlineExceeded: "deadline exceeded"
        case .unauthorized: "unauthorized"
        case .rateLimited(let wait): "rate limited" + (wait.map { " (retry after \($0))" } ?? "")
        case .unexpectedContentType: "an unexpected content type"
        case .domain: "a broken domain rule"
        case .rejected(let fields): "rejected fields \(fields)"
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
        default: description
        }
    }
}

/// An error type the code under test throws, with the `Failure` it means.
public protocol FailureConvertible: Error {
    var failure: Failure { get }
}

// How a child process hands a failure to the test that started it. URLError.Code is its raw
// value over the wire; nothing else in the package encodes one.
extension Failure: Codable {}
extension URLError.Code: @retroactive Codable {}

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
