import Foundation
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a call failed, in words every implementation can be mapped to.
public enum Symptom: Sendable, Equatable, CustomStringConvertible {
    case cancelled
    case deadlineExceeded
    case transport(URLError.Code)
    case badStatus(Int)
    case unauthorized
    case rateLimited(retryAfter: Duration?)
    case unexpectedContentType
    case decoding
    case domain
    /// A 422, with the names of the fields at fault.
    case rejected([String])
    case other(String)

    /// `APIError` (or any error that says what it means by conforming to `SymptomConvertible`),
    /// `CancellationError` and `URLError` map to their symptom; anything else is `.other`.
    public init(_ error: any Error) {
        switch error {
        case let error as any SymptomConvertible: self = error.symptom
        case is CancellationError: self = .cancelled
        case let error as URLError: self = .transport(error.code)
        default: self = .other("\(error)")
        }
    }

    public var description: String {
        switch self {
        case .cancelled: "cancelled"
        case .deadlineExceeded: "deadline exceeded"
        case .transport(let code): "a transport error (URLError \(code.rawValue))"
        case .badStatus(let status): "bad status \(status)"
        case .unauthorized: "unauthorized"
        case .rateLimited(let wait): "rate limited" + (wait.map { " (retry after \($0))" } ?? "")
        case .unexpectedContentType: "an unexpected content type"
        case .decoding: "a decoding error"
        case .domain: "a broken domain rule"
        case .rejected(let fields): "rejected fields \(fields)"
        case .other(let text): "another error (\(text))"
        }
    }
}

/// An error type that says which symptom it is.
public protocol SymptomConvertible: Error {
    var symptom: Symptom { get }
}

extension APIError: SymptomConvertible {
    public var symptom: Symptom {
        switch self {
        case .cancelled: .cancelled
        case .deadlineExceeded: .deadlineExceeded
        case .transport(let failure): .transport(failure.code)
        case .badStatus(let failure): .badStatus(failure.status)
        case .unauthorized: .unauthorized
        case .rateLimited(let wait, _): .rateLimited(retryAfter: wait)
        case .unexpectedContentType: .unexpectedContentType
        case .decoding: .decoding
        case .domain: .domain
        case .rejected(let fields): .rejected(fields.errors.keys.sorted())
        case .invalidRequest(let reason): .other(reason)
        }
    }
}

/// How a call ended.
public enum Ended<Value: Sendable>: Sendable, CustomStringConvertible {
    case returned(Value)
    case failed(Symptom)
    /// It had not ended within `Waits.bound`.
    case hung

    public var value: Value? {
        if case .returned(let value) = self { return value }
        return nil
    }

    public var symptom: Symptom? {
        if case .failed(let symptom) = self { return symptom }
        return nil
    }

    public var description: String {
        switch self {
        case .returned(let value): "returned \(value)"
        case .failed(let symptom): "failed with \(symptom)"
        case .hung: "had not ended after \(Waits.bound)"
        }
    }
}
