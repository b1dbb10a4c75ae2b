import Foundation

/// How long the server's `Retry-After` asks the client to wait, from the response's header
/// fields as they arrived, measured from `now` (the injected clock's, never the device's).
/// Nil when there is no such header, or it cannot be read: then the client falls back on its
/// own backoff.
func retryAfter(in headers: [String: String], now: Date) -> Duration? {
    // Header names ignore case, and HTTP/2 sends every one in lower case: a Swift dictionary
    // lookup does not.
    guard let value = headers.first(where: { $0.key.caseInsensitiveCompare("Retry-After") == .orderedSame })?.value else {
        return nil
    }
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    // Seconds are digits and nothing else: "-5" and "1.5" are not waits.
    if !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) {
        return .seconds(Int(trimmed) ?? Int(Int32.max))
    }
    guard let date = httpDate(trimmed) else { return nil }
    // A date already past means now.
    return .milliseconds(Int64((max(date.timeIntervalSince(now), 0) * 1000).rounded()))
}

/// An HTTP date in any of the three forms RFC 9110 asks a recipient to accept: IMF-fixdate,
/// the obsolete RFC 850 form, and C's asctime.
private func httpDate(_ text: String) -> Date? {
    for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = format
        if let date = formatter.date(from: text) { return date }
    }
    return nil
}
