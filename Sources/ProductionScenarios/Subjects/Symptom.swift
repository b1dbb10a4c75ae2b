import Production

/// How a call failed, in the scenario core's words: one type for the defects and the policies.
/// The subjects' files still spell it `Symptom`.
public typealias Symptom = Failure

extension APIError: FailureConvertible {
    public var failure: Failure {
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

    /// The same, as the subjects' files spell it.
    public var symptom: Failure { failure }
}
