import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(os)
import os
#endif

/// What the client tells a log, one event at a time. `RequestLog` is the kata's; an app with a
/// logging system of its own conforms its own type. Whatever writes the lines, they end up on the
/// device, in every sysdiagnose: no token, no URL, no body.
public protocol RequestLogging: Sendable {
    /// An attempt is about to leave. `endpoint` is the endpoint's name (`GET /users/{id}`).
    func sending(_ request: URLRequest, as endpoint: String, attempt: Int)
    /// An answer came back, whatever its status.
    func received(_ response: URLResponse, for endpoint: String, attempt: Int, bytes: Int)
    /// The attempt failed: no answer, or one the client refused.
    func failed(_ endpoint: String, attempt: Int, _ error: APIError)
    /// The client waits before sending again.
    func waiting(_ endpoint: String, _ wait: Duration, because reason: String)
}

/// Where the client writes a line for each event: → an attempt leaves, ← its answer came, ✕ it
/// failed, … the client waits before the next one. An attempt answered 503 and retried writes
/// four. A line names the endpoint, never the URL (a path may hold a user id and a query a
/// person's name), shows header values except those that carry a secret or a path, and never a
/// body.
public struct RequestLog: RequestLogging {
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

    public func sending(_ request: URLRequest, as endpoint: String, attempt: Int) {
        write("→ \(endpoint) attempt \(attempt) [\(Redaction.headers(request.allHTTPHeaderFields ?? [:]))]")
    }

    public func received(_ response: URLResponse, for endpoint: String, attempt: Int, bytes: Int) {
        guard let http = response as? HTTPURLResponse else {
            return write("← \(endpoint) attempt \(attempt): not an HTTP response")
        }
        write("← \(endpoint) attempt \(attempt): \(http.statusCode), \(bytes) bytes [\(Redaction.headers(http.allHeaderFields))]")
    }

    /// The error's own description: `APIError`'s never holds a URL or a body.
    public func failed(_ endpoint: String, attempt: Int, _ error: APIError) {
        write("✕ \(endpoint) attempt \(attempt): \(error)")
    }

    public func waiting(_ endpoint: String, _ wait: Duration, because reason: String) {
        write("… \(endpoint) waits \(wait) (\(reason))")
    }
}
