import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one request and hands back the raw answer: the one seam between the client and the
/// network. It knows nothing about retries, tokens or JSON; the client does.
public typealias Transport = @Sendable (URLRequest) async throws -> (Data, URLResponse)

extension URLSession {
    /// This session as a `Transport`. A request that is not idempotent (POST, PATCH) goes out on
    /// a connection of its own, never on one kept alive from an earlier request.
    ///
    /// Why: a kept-alive connection may turn out closed only after the request was sent on it
    /// (the server timed it out as the request arrived). The transport may then send the request
    /// again by itself, below any retry policy: libcurl, under Linux's URLSession, does so for a
    /// POST too, and its copy carries the headers and `Content-Length` but no body, so the server
    /// waits for a body that never comes and the call ends only at the attempt's timeout
    /// (measured, Swift 6.3.1, against the fixture server: `Tests/IntegrationTests`). A write
    /// without an idempotency key would reach the server twice. On a connection of its own the
    /// same drop is one request and an immediate error, which the retry policy then judges.
    /// Apple's URLSession is not documented to repeat a non-idempotent request; this holds there
    /// too, at the cost of one connection per write (not measured: no Mac at hand).
    ///
    /// The write's own session has this session's configuration, not its delegate.
    public var transport: Transport {
        { request in
            // Only what is known to be idempotent may share a connection (no method is a GET).
            guard HTTPMethod(rawValue: (request.httpMethod ?? "GET").uppercased())?.isIdempotent != true else {
                return try await self.data(for: request)
            }
            let ownConnection = URLSession(configuration: self.configuration)
            defer { ownConnection.finishTasksAndInvalidate() }
            return try await ownConnection.data(for: request)
        }
    }
}
