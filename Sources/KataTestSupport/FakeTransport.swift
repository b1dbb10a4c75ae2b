import Foundation
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The seam for `Fixed` and the rewrites: a `RouteTransport` with one catch-all route, which
/// plays canned replies in order (the last one repeats) and records every request, so nothing
/// touches the network. A client that retries for ever is stopped after `requestLimit` requests,
/// so it fails its test instead of spinning.
///
///     let fake = FakeTransport(.http(503, ""), .ok(Fixture.adaJSON))
///     let client = APIClient(transport: fake.transport, retryDelay: .zero)
///
/// An actor so that what the test reads of it (`requests`, `releaseHeldReplies()`) is awaited,
/// as the call sites written for it do.
public actor FakeTransport: FakeServer {
    private nonisolated let server: RouteTransport

    /// How many requests the fake answers before it refuses, for a client that never stops.
    public static let requestLimit = 100

    public init(_ replies: Reply...) {
        self.init(replies: replies)
    }

    public init(replies: [Reply]) {
        server = RouteTransport(requestLimit: Self.requestLimit)
        server.on("*", "**", replies: replies)
    }

    public nonisolated var core: FakeCore<RouteTransport.Incoming> { server.core }

    /// This fake as a client's transport.
    public nonisolated var transport: SendRequest { server.transport }

    /// Every request sent so far, in order.
    public var requests: [URLRequest] { server.received.map(\.request) }

    /// Answers `request` with the next canned reply.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await server.answer(request)
    }

    /// Lets every held reply go.
    public func releaseHeldReplies() {
        server.releaseHeldReplies()
    }
}
