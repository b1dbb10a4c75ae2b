/// The production policies, in the order a request meets them. Each scenario pins one.
public enum Policy: String, Sendable, CaseIterable, CustomStringConvertible {
    case queryEncoding, validation, retryTable, backoff, retryAfter, retries, idempotencyKeys
    case cancellation, deadline, tokenRefresh, rateLimit, pagination, logging
    case completionHandler, profileState, searchDebounce, offlineCache, storm

    public var description: String {
        switch self {
        case .queryEncoding: "query encoding"
        case .validation: "response validation"
        case .retryTable: "the retry table"
        case .backoff: "backoff with full jitter"
        case .retryAfter: "Retry-After"
        case .retries: "retries"
        case .idempotencyKeys: "idempotency keys"
        case .cancellation: "cancellation"
        case .deadline: "the overall deadline"
        case .tokenRefresh: "single-flight token refresh"
        case .rateLimit: "the shared rate limit"
        case .pagination: "cursor pagination"
        case .logging: "logs without secrets"
        case .completionHandler: "the completion-handler wrapper"
        case .profileState: "the profile's state"
        case .searchDebounce: "search: debounce and stale results"
        case .offlineCache: "the offline cache"
        case .storm: "a retry storm"
        }
    }

    /// The reports in docs/reports.md (part two, reports 4 to 8) that this policy fixes.
    public var reports: [Int] {
        switch self {
        case .pagination: [4]
        case .searchDebounce, .cancellation: [5]
        case .tokenRefresh: [6]
        case .backoff, .retryAfter, .rateLimit, .storm, .deadline: [7]
        case .idempotencyKeys, .retryTable: [8]
        case .retries: [7, 8]
        case .queryEncoding, .validation, .logging, .completionHandler, .profileState, .offlineCache: []
        }
    }
}
