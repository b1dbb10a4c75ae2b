// Grade 4 · Production: one answer to a token in the log. `Production`'s RequestLog and Redaction
// (Sources/Production/Logging/) are another.
import Foundation
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The device log of every request: `Production`'s client calls it once per attempt.
struct DeviceLog: RequestLogging {
    /// Where a line goes: the unified log on a phone, the test's collector here.
    let write: @Sendable (String) -> Void

    func sending(_ request: URLRequest, as endpoint: String, attempt: Int) {
        // The endpoint's name, `GET /users/{id}`, never the URL: a path holds a user id, a query
        // what someone searched for.
        write("→ \(endpoint) attempt \(attempt) [\(redacted(request.allHTTPHeaderFields ?? [:]))]")
    }

    func received(_ response: URLResponse, for endpoint: String, attempt: Int, bytes: Int) {
        let http = response as? HTTPURLResponse
        let fields = (http?.allHeaderFields ?? [:]).reduce(into: [String: String]()) { $0["\($1.key)"] = "\($1.value)" }
        write("← \(endpoint) attempt \(attempt): \(http?.statusCode ?? 0), \(bytes) bytes [\(redacted(fields))]")
    }

    func failed(_ endpoint: String, attempt: Int, _ error: APIError) {
        // `APIError`'s own words: the URLError's code, the status, never the URL or the body that
        // the cause still holds.
        write("✕ \(endpoint) attempt \(attempt): \(error)")
    }

    func waiting(_ endpoint: String, _ wait: Duration, because reason: String) {
        write("… \(endpoint) waits \(wait) (\(reason))")
    }
}

/// Header names whose values are secrets. HTTP/2 sends every name in lower case and a proxy may
/// shout, so names are compared in lower case.
private let secretHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie"]

/// Header fields as the log shows them, sorted by name, secrets taken out.
func redacted(_ fields: [String: String]) -> String {
    fields.sorted { $0.key.lowercased() < $1.key.lowercased() }
        .map { name, value in "\(name): \(secretHeaders.contains(name.lowercased()) ? "<redacted>" : value)" }
        .joined(separator: ", ")
}
