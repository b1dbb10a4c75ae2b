import Foundation

/// What a log may say about a request or a response: header names, and values only for headers
/// that cannot carry a secret.
public enum Redaction {
    /// Header fields whose values are secrets, matched without regard to case.
    public static let secretHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie"]

    /// `Accept: application/json, Authorization: <redacted>`, sorted by name.
    public static func headers(_ fields: [String: String]) -> String {
        fields.sorted { $0.key.lowercased() < $1.key.lowercased() }
            .map { "\($0.key): \(secretHeaders.contains($0.key.lowercased()) ? "<redacted>" : $0.value)" }
            .joined(separator: ", ")
    }

    /// Response header fields, which Foundation hands over untyped.
    public static func headers(_ fields: [AnyHashable: Any]) -> String {
        headers(Dictionary(fields.map { ("\($0.key)", "\($0.value)") }, uniquingKeysWith: { first, _ in first }))
    }
}
