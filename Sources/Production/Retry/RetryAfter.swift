import Foundation

/// Reads `Retry-After` (RFC 9110, 10.2.3): either a number of seconds, `120`, or an HTTP date,
/// `Wed, 21 Oct 2015 07:28:00 GMT`.
public enum RetryAfter {
    /// How long the server asked to wait, from the header fields as they arrived: the name is
    /// matched without regard to case, since HTTP/2 sends every name in lower case. Nil when
    /// the header is absent or unreadable: then the client falls back to its own backoff.
    public static func delay(in headers: [String: String], now: Date) -> Duration? {
        let value = headers.first { $0.key.caseInsensitiveCompare("Retry-After") == .orderedSame }?.value
        return value.flatMap { delay(from: $0, now: now) }
    }

    /// How long a `Retry-After` value asks to wait, measured from `now`. A date in the past means
    /// "now"; anything else unreadable is nil.
    public static func delay(from value: String, now: Date) -> Duration? {
        let value = value.trimmingCharacters(in: .whitespaces)
        if !value.isEmpty, value.allSatisfy(\.isASCII), value.allSatisfy(\.isNumber) {
            // Too many digits for an Int is still a number: a very long time.
            return .seconds(Int(value) ?? Int(Int32.max))
        }
        guard let date = httpDate(value) else { return nil }
        let seconds = date.timeIntervalSince(now)
        return seconds > 0 ? .milliseconds(Int64((seconds * 1000).rounded())) : .zero
    }

    /// The three date formats RFC 9110 asks a recipient to accept: IMF-fixdate, the obsolete
    /// RFC 850 form, and C's asctime.
    static func httpDate(_ value: String) -> Date? {
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            // One formatter per call: DateFormatter is not Sendable, and this runs rarely.
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: value.replacingOccurrences(of: "  ", with: " ")) { return date }
        }
        return nil
    }
}
