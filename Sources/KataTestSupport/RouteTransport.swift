import Foundation
import Production
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A fake server for `Production`'s client that answers by route and by header, and records every
/// request with the time it arrived on the test's clock.
///
///     let server = RouteTransport(clock: clock)
///     server.on("GET", "/users/*", reply: .http(503, ""), .ok(json))      // in order, the last repeats
///     server.on("POST", "/auth/refresh") { request in                    // or computed per request
///         request.header("Authorization") == nil ? .ok(tokens) : .http(400, "")
///     }
///     let client = APIClient(transport: server.transport) { $0.clock = clock }
///
/// A route not set up answers 404. Like URLSession, it fails a request whose task is already
/// cancelled with `URLError(.cancelled)`, after recording it, so a test can see that the client
/// tried. A `.held` reply waits for `releaseHeldReplies()`, or fails the same way if the task is
/// cancelled meanwhile.
public final class RouteTransport: Sendable {
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

    private struct Route {
        let method: String
        let pattern: [Substring]
        let handler: Handler

        func matches(_ incoming: Incoming) -> Bool {
            let segments = incoming.path.split(separator: "/")
            return method == incoming.method && segments.count == pattern.count
                && zip(pattern, segments).allSatisfy { $0 == "*" || $0 == $1 }
        }
    }

    private struct State {
        var routes: [Route] = []
        var received: [Incoming] = []
    }

    private let state = Locked(State())
    private let clock: ManualClock?
    private let arrived = Tally()
    private let holds = HeldReplies()

    /// - Parameter clock: the clock arrivals are timed on.
    public init(clock: ManualClock? = nil) {
        self.clock = clock
    }

    /// Answers `method` `path` (a `*` segment matches any one segment) with `handler`. A later
    /// route for the same request takes precedence over an earlier one.
    public func on(_ method: String, _ path: String, _ handler: @escaping Handler) {
        let route = Route(method: method, pattern: path.split(separator: "/"), handler: handler)
        state.withLock { $0.routes.insert(route, at: 0) }
    }

    /// Answers `method` `path` with `replies`, in order; the last one repeats.
    public func on(_ method: String, _ path: String, reply replies: Reply...) {
        let queue = Locked(ReplyQueue(replies))
        on(method, path) { _ in queue.withLock { $0.next() } }
    }

    /// This fake as the client's transport.
    public var transport: Transport {
        { request in try await self.answer(request) }
    }

    /// Every request so far, in order of arrival.
    public var received: [Incoming] { state.withLock { $0.received } }

    /// The requests for `method` `path` (with `*` as in `on`).
    public func received(_ method: String, _ path: String) -> [Incoming] {
        let route = Route(method: method, pattern: path.split(separator: "/"), handler: { _ in .nothing })
        return received.filter(route.matches)
    }

    /// Waits until at least `count` requests have arrived, for at most `timeout`.
    public func waitForRequests(_ count: Int, within timeout: Duration) async -> Bool {
        await arrived.wait(forAtLeast: count, within: timeout)
    }

    /// How many requests were cancelled by their caller after they arrived and before they
    /// were answered.
    public var cancelledRequests: Int { holds.cancellations.count }

    /// Waits until a request has been cancelled before its answer, for at most `timeout`.
    public func waitForCancellation(within timeout: Duration) async -> Bool {
        await holds.cancellations.wait(forAtLeast: 1, within: timeout)
    }

    /// Lets every held reply go.
    public func releaseHeldReplies() {
        holds.releaseAll()
    }

    private func answer(_ request: URLRequest) async throws -> (Data, URLResponse) {
        let incoming = Incoming(request: request, at: clock?.elapsed ?? .zero)
        let route = state.withLock { state in
            state.received.append(incoming)
            return state.routes.first { $0.matches(incoming) }
        }
        let arrival = holds.arrive()
        arrived.increment()
        // Cancelled between arriving and being held: still a request its caller gave up on.
        if Task.isCancelled {
            holds.cancellations.increment()
            throw Reply.urlError(.cancelled, for: request)
        }
        let reply = await route?.handler(incoming) ?? .http(404, "")
        return try await reply.answer(request, holds: holds, arrival: arrival)
    }
}
