/// When to try a failed request again, and how long to wait first.
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first included.
    public var maxAttempts: Int
    /// The wait before a retry when the server did not say how long.
    public var backoff: Backoff
    /// The longest `Retry-After` the client waits out; a longer one is reported, not waited for.
    public var longestRetryAfter: Duration
    /// The most one call may take, every attempt and wait included; nil for no limit.
    public var deadline: Duration?
    /// The table: whether this failure of this method may be retried.
    public var isRetryable: @Sendable (_ method: HTTPMethod, _ failure: FailureKind, _ hasIdempotencyKey: Bool) -> Bool

    public init(
        maxAttempts: Int = 3,
        backoff: Backoff = Backoff(),
        longestRetryAfter: Duration = .seconds(60),
        deadline: Duration? = .seconds(30),
        isRetryable: @escaping @Sendable (HTTPMethod, FailureKind, Bool) -> Bool = RetryPolicy.table
    ) {
        self.maxAttempts = maxAttempts
        self.backoff = backoff
        self.longestRetryAfter = longestRetryAfter
        self.deadline = deadline
        self.isRetryable = isRetryable
    }

    /// Statuses that may be different a moment later: a request timeout, "slow down", and the
    /// server or a gateway failing. 501 (not implemented) and 505 will not change.
    public static let transientStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]

    /// The kata's table, method × failure × idempotency key:
    ///
    /// | failure | GET, PUT, DELETE | POST, PATCH with a key | POST, PATCH without |
    /// |---|---|---|---|
    /// | never sent | retry | retry | retry |
    /// | lost in flight | retry | retry | **no**: it may have happened |
    /// | 408, 429, 500, 502, 503, 504 | retry | retry | **no** |
    /// | offline, any other status, a bad body | no | no | no |
    public static func table(_ method: HTTPMethod, _ failure: FailureKind, _ hasIdempotencyKey: Bool) -> Bool {
        let safeToRepeat = method.isIdempotent || hasIdempotencyKey
        switch failure {
        case .notSent: return true
        case .lostInFlight: return safeToRepeat
        case .status(let status): return safeToRepeat && transientStatuses.contains(status)
        case .offline, .permanent: return false
        }
    }
}
