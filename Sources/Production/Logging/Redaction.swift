import Foundation

/// What a log may say about a request or a response: header names, and values only for headers
/// that can carry neither a secret nor a path.
public enum Redaction {
    /// Header fields whose values are secrets, matched without regard to case.
    public static let secretHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie"]

    /// Header fields whose values are URLs, matched without regard to case: a `Location` or a
    /// `Content-Location` is a path with an id in it (`/messages/m1`), a `Link` holds the next
    /// page's cursor, a `Referer` a whole URL, query and all.
    public static let pathHeaders: Set<String> = ["location", "content-location", "link", "referer"]

    /// `Accept: application/json, Authorization: <redacted>`, sorted by name.
    public static func headers(_ fields: [String: String]) -> String {
        fields.sorted { $0.key.lowercased() < $1.key.lowercased() }
            .map { "\($0.key): \(isRedacted($0.key) ? "<redacted>" : $0.value)" }
            .joined(separator: ", ")
    }

    /// Response header fields, which Foundation hands over untyped.
    public static func headers(_ fields: [AnyHashable: Any]) -> String {
        headers(Dictionary(fields.map { ("\($0.key)", "\($0.value)") }, uniquingKeysWith: { first, _ in first }))
    }

    private static func isRedacted(_ name: String) -> Bool {
        let name = name.lowercased()
        return secretHeaders.contains(name) || pathHeaders.contains(name)
    }
}
