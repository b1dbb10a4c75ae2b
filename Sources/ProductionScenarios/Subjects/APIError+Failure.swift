import Production

/// Production's errors, read as the scenario core's one `Failure`.
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
}
