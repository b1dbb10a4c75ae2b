// Grade 4 · Production. "Our 503s carry Retry-After; the app ignores it." (report 7 in
// docs/reports.md, from the server team.)
//
// Where it comes from: the reliability chapter, "9. Rate Limits":
// "Retry-After may be expressed as seconds or as an HTTP date, so parsing must follow the API
// specification. If the header is absent or invalid, a bounded exponential backoff is safer
// than a tight loop." And in "8. Retry Policies": Retry-After takes precedence, "subject to a
// client safety cap."
//
// Observe first: `swift run -q kata check 33` shows what this reader made of the header in
// every form a server sends it, and how long the client waited. Two parts, each with a
// // TODO: `retryAfter(in:now:)` here, and the client's wait in RateLimitedClient.swift.
//
// What you may use besides what this file shows: names and signatures, not answers.
// - In RetryAfter.swift, Foundation's `String.caseInsensitiveCompare(_:) -> ComparisonResult`;
//   `DateFormatter` with `locale`, `timeZone`, `dateFormat` and `date(from:) -> Date?`;
//   `Locale(identifier:)`, `TimeZone(identifier:)`; `Date.timeIntervalSince(_:) -> TimeInterval`.
// - In RateLimitedClient.swift, `APIError.rateLimited(retryAfter: Duration?, HTTPFailure?)`: the
//   server asked to wait (how long, when it said), longer than the client will; and
//   `APIError.httpFailure: HTTPFailure?`, the answer behind an error. `Duration` is Comparable.
import Foundation

/// How long the server's `Retry-After` asks the client to wait, from the response's header
/// fields as they arrived, measured from `now` (the injected clock's, never the device's).
/// Nil when there is no such header, or it cannot be read: then the client falls back on its
/// own backoff.
func retryAfter(in headers: [String: String], now: Date) -> Duration? {
    // TODO: this reads "Retry-After: 7" as 7 s. Servers send it in other ways too, and some
    // values are not a wait at all.
    guard let value = headers["Retry-After"], let seconds = Int(value) else { return nil }
    return .seconds(seconds)
}
