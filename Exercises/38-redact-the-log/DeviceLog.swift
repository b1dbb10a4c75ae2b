// Grade 4 · Production. A token in the log.
//
// The reliability chapter ("Authentication and Token Refresh") says
// tokens "should never be placed in URLs, logs, analytics events, or crash messages", and
// ("Limitations, Governance, and Best Practices"): "Avoid logging full URLs when query parameters
// may contain sensitive information." This log was written to debug a bad release, and shipped
// with it. On a phone its lines go to the unified log, and a sysdiagnose carries them off the
// device (defect 6's page, docs/defects/06-print-logs-the-user.md, has the details).
//
// Observe first: `swift run -q kata check 38`; each message quotes the log and names what leaked.
// The `// TODO`s are in `sending(_:as:attempt:)`, `failed(_:attempt:_:)` and `redacted(_:)`.
//
// What you may use besides what this file shows: names and signatures, not answers.
// - `APIError`'s description, `"\(error)"`: the case and its cause's code or status, never a token,
//   a URL or a body (CustomStringConvertible).
// - The `endpoint` each method is given: the endpoint's name, like `GET /users/{id}`, not its path.
// - `String.lowercased()`, and a `Set<String>` of names (the standard library).
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
        // TODO: the log names whose profile was opened, and what someone searched for.
        let method = request.httpMethod ?? "GET"
        write("→ \(method) \(request.url?.absoluteString ?? "?") attempt \(attempt) [\(redacted(request.allHTTPHeaderFields ?? [:]))]")
    }

    func received(_ response: URLResponse, for endpoint: String, attempt: Int, bytes: Int) {
        let http = response as? HTTPURLResponse
        let fields = (http?.allHeaderFields ?? [:]).reduce(into: [String: String]()) { $0["\($1.key)"] = "\($1.value)" }
        write("← \(endpoint) attempt \(attempt): \(http?.statusCode ?? 0), \(bytes) bytes [\(redacted(fields))]")
    }

    func failed(_ endpoint: String, attempt: Int, _ error: APIError) {
        // TODO: a failed request leaves its URL, or the person it was about, in the log.
        // The whole cause, to debug it from the field: the URLError itself, the error page.
        switch error {
        case .transport(let failure): write("✕ \(endpoint) attempt \(attempt): \(failure.error)")
        case .badStatus(let failure): write("✕ \(endpoint) attempt \(attempt): \(failure.status) \(failure.bodyExcerpt)")
        default: write("✕ \(endpoint) attempt \(attempt): \(error)")
        }
    }

    func waiting(_ endpoint: String, _ wait: Duration, because reason: String) {
        write("… \(endpoint) waits \(wait) (\(reason))")
    }
}

/// Header fields as the log shows them, sorted by name, secrets taken out.
func redacted(_ fields: [String: String]) -> String {
    // TODO: a cookie, and a token sent as `authorization`, reach the log as they are.
    var shown = fields
    if shown["Authorization"] != nil { shown["Authorization"] = "<redacted>" }
    return shown.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
}
