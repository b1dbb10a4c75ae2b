import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(os)
import os
#endif

/// Where the client writes one line per attempt. A line names the endpoint, never the URL (a path
/// may hold a user id and a query a person's name), shows header values except the secret ones,
/// and never a body.
public struct RequestLog: Sendable {
    private let write: @Sendable (String) -> Void

    /// A log that hands each line to `write`.
    public init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    #if canImport(os)
    /// The unified log. Each line is already redacted, so it is logged as public.
    public static func unified(subsystem: String) -> RequestLog {
        let logger = Logger(subsystem: subsystem, category: "network")
        return RequestLog { logger.info("\($0, privacy: .public)") }
    }
    #endif

    func sending(_ request: URLRequest, as endpoint: String, attempt: Int) {
        write("→ \(endpoint) attempt \(attempt) [\(Redaction.headers(request.allHTTPHeaderFields ?? [:]))]")
    }

    func received(_ response: URLResponse, for endpoint: String, attempt: Int, bytes: Int) {
        guard let http = response as? HTTPURLResponse else {
            return write("← \(endpoint) attempt \(attempt): not an HTTP response")
        }
        write("← \(endpoint) attempt \(attempt): \(http.statusCode), \(bytes) bytes [\(Redaction.headers(http.allHeaderFields))]")
    }

    func failed(_ endpoint: String, attempt: Int, _ error: APIError) {
        write("✕ \(endpoint) attempt \(attempt): \(error)")
    }

    func waiting(_ endpoint: String, _ wait: Duration, because reason: String) {
        write("… \(endpoint) waits \(wait) (\(reason))")
    }
}
