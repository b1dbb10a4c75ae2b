import Fixed
import FixtureServer
import Foundation
import KataTestSupport
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real transport: `URLSession` over a real socket to a `FixtureServer`.
enum RealTransport {
    /// How long one attempt may wait, in seconds, when the timeout is what a case is about (a
    /// server that never answers). Linux's URLSession counts whole seconds only (0.5 becomes 0
    /// and fires at once; 1.5 becomes 1), so 1 is the shortest honest timeout.
    static let timeoutUnderTest: TimeInterval = 1

    /// The timeout of every other case: far longer than an answer takes, even with the thread
    /// sanitizer slowing everything down, so no such case ever times out by accident.
    static let generousTimeout: TimeInterval = 15

    /// A session of the tests' own: the shared one belongs to `Broken`'s seam, which must be in
    /// place before the first session of any kind is made (`SharedSessionSeam` says why). So the
    /// stub is registered before the first of these sessions exists; these list the built-in
    /// HTTP handler first, so the stub never answers them.
    ///
    /// One per client: a session keeps connections open for reuse, and the operating system
    /// hands a closed server's port to the next server. Over a reused connection that the next
    /// server then drops, libcurl quietly sends the request again, and a test expecting one
    /// request sees two (seen under the thread sanitizer, where timings stretch).
    static func session() -> URLSession {
        _ = registered
        return URLSession(configuration: .ephemeral)
    }

    private static let registered: Void = StubURLProtocol.registerBeforeAnySession()

    /// A `Fixed.APIClient` for `baseURL` over a session of its own, with no wait between retries;
    /// every attempt it makes is kept in `log`.
    static func client(baseURL: URL, log: AttemptLog, timeout: TimeInterval) -> APIClient {
        let session = session()
        return APIClient(
            baseURL: baseURL,
            transport: log.recording { request in try await session.data(for: request) },
            retryDelay: .zero,
            timeout: timeout)
    }

    /// A URL where nothing listens, so a connection to it is refused, and the socket that keeps
    /// it so: its port stays bound (not listening) until the caller closes it, so no server
    /// started by a test running in parallel can take the port meanwhile.
    static func refusingURL() throws -> (url: URL, reservation: Socket) {
        let (socket, port) = try Socket.reserveRefusingPort()
        return (URL(string: "http://127.0.0.1:\(port)")!, socket)
    }
}
