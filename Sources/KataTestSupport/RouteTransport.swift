import Foundation
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The fake transport: a fake server that answers by route and by header, and records every
/// request with the time it arrived on the test's clock. Its transport is a plain closure, the
/// shape both `Fixed.APIClient.Transport` and `Production.Transport` have, so it needs neither.
///
///     let server = RouteTransport(clock: clock)
///     server.on("GET", "/users/*", reply: .http(503, ""), .ok(json))      // in order, the last repeats
///     server.on("POST", "/auth/refresh") { request in                    // or computed per request
///         request.header("Authorization") == nil ? .ok(tokens) : .http(400, "")
///     }
///     server.on("*", "**", reply: .ok(json))                             // any other request
///     let client = APIClient(transport: server.transport) { $0.clock = clock }
///
/// A route not set up answers 404. Like URLSession, it fails a request whose task is already
/// cancelled with `URLError(.cancelled)`, after recording it, so a test can see that the client
/// tried. A `.held` reply waits for `releaseHeldReplies()`, or fails the same way if the task is
/// cancelled meanwhile. `FakeTransport` is this with one catch-all route.
public final class RouteTransport: FakeServer {
    /// One request as the fake server saw it.
    public struct Incoming: Sendable, CustomStringConvertible {
        public let request: URLRequest
        /// When it arrived, on the clock given to the transport (zero without one).
        public let at: Duration

        public var method: String { request.httpMethod ?? "GET" }
        public var path: String { request.url?.path(percentEncoded: false) ?? "" }
        /// The query as sent, still percent-encoded.
        public var rawQuery: String? { request.url?.query(percentEncoded: true) }
        /// The value of the query item `name`, decoded.
        public func query(_ name: String) -> String? {
            request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }?
                .queryItems?.first { $0.name == name }?.value
        }
        /// A header field's value, the name matched without regard to case.
        public func header(_ name: String) -> String? { request.value(forHTTPHeaderField: name) }
        public var body: Data { request.httpBody ?? Data() }

        public var description: String { "\(method) \(path)" + (rawQuery.map { "?\($0)" } ?? "") }
    }

    public typealias Handler = @Sendable (Incoming) async -> Reply

    /// A method and a path pattern, as `on` takes them.
    private struct Route {
        let method: String
        let pattern: [Substring]

        init(_ method: String, _ path: String) {
            self.method = method
            pattern = path.split(separator: "/")
        }

        func matches(_ incoming: Incoming) -> Bool {
            guard method == "*" || method == incoming.method else { return false }
            if pattern == ["**"] { return true }
            let segments = incoming.path.split(separator: "/")
            return segments.count == pattern.count && zip(pattern, segments).allSatisfy { $0 == "*" || $0 == $1 }
        }
    }

    public let core = FakeCore<Incoming>()
    private let routes = Locked<[(route: Route, handler: Handler)]>([])
    private let now: @Sendable () -> Duration
    private let requestLimit: Int?

    /// - Parameters:
    ///   - clock: the clock arrivals are timed on.
    ///   - requestLimit: how many requests it answers before it throws `TooManyRequests`, for a
    ///     client that never stops retrying; nil for no limit.
    public init(clock: ManualClock? = nil, requestLimit: Int? = nil) {
        now = { clock?.elapsed ?? .zero }
        self.requestLimit = requestLimit
    }

    /// Answers `method` `path` with `handler`: `*` as the method matches any method, a `*`
    /// segment any one segment, and `**` as the whole path any path. A later route for the same
    /// request takes precedence over an earlier one.
    public func on(_ method: String, _ path: String, _ handler: @escaping Handler) {
        routes.withLock { $0.insert((Route(method, path), handler), at: 0) }
    }

    /// Answers `method` `path` with `replies`, in order; the last one repeats.
    public func on(_ method: String, _ path: String, reply replies: Reply...) {
        on(method, path, replies: replies)
    }

    /// Answers `method` `path` with `replies`, in order; the last one repeats.
    public func on(_ method: String, _ path: String, replies: [Reply]) {
        let queue = Locked(ReplyQueue(replies))
        on(method, path) { _ in queue.withLock { $0.next() } }
    }

    /// This fake as the client's transport.
    public var transport: SendRequest {
        { request in try await self.answer(request) }
    }

    /// Every request so far, in order of arrival.
    public var received: [Incoming] { core.received }

    /// The requests for `method` `path` (with the patterns of `on`).
    public func received(_ method: String, _ path: String) -> [Incoming] {
        received.filter(Route(method, path).matches)
    }

    /// Lets every held reply go.
    public func releaseHeldReplies() {
        core.releaseHeldReplies()
    }

    /// What the fake throws once a client has sent more than its request limit.
    public struct TooManyRequests: Error, CustomStringConvertible {
        public let limit: Int
        public var description: String {
            "the fake server stopped answering after \(limit) requests: the client never stops retrying"
        }
    }

    /// Answers `request` as its route says.
    func answer(_ request: URLRequest) async throws -> (Data, URLResponse) {
        let incoming = Incoming(request: request, at: now())
        let place = core.receive(request, as: incoming)
        if let requestLimit, place > requestLimit { throw TooManyRequests(limit: requestLimit) }
        defer { core.answered.increment() }
        // Cancelled between arriving and being held: still a request its caller gave up on.
        if Task.isCancelled { throw core.cancellation(of: request) }
        let handler = routes.withLock { routes in routes.first { $0.route.matches(incoming) }?.handler }
        let reply = await handler?(incoming) ?? .http(404, "")
        return try await reply.answer(request, core: core, place: place)
    }
}

/// Sends one request and hands back the raw answer, as `URLSession.data(for:)` does: the shape
/// of every subject's transport (`Fixed.APIClient.Transport`, `Production.Transport`), so a fake's
/// transport is handed to either as it is.
public typealias SendRequest = @Sendable (URLRequest) async throws -> (Data, URLResponse)
