import Fixed
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The seam for `Fixed`: plays canned replies in order (the last one repeats) and records every
/// request, so nothing touches the network.
///
///     let fake = FakeTransport(.http(503, ""), .ok(Fixture.adaJSON))
///     let client = APIClient(transport: fake.transport, retryDelay: .zero)
public actor FakeTransport {
    private var replies: ReplyQueue
    private let holds = HeldReplies()
    private let arrived = Tally()

    /// Every request sent so far, in order.
    public private(set) var requests: [URLRequest] = []

    /// How many held requests were cancelled by their caller before they were answered.
    public var cancelledRequests: Int { holds.cancellations.count }

    public init(_ replies: Reply...) {
        self.replies = ReplyQueue(replies)
    }

    public init(replies: [Reply]) {
        self.replies = ReplyQueue(replies)
    }

    /// This fake as an `APIClient.Transport`.
    public nonisolated var transport: APIClient.Transport {
        { request in try await self.data(for: request) }
    }

    /// Answers `request` with the next canned reply.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        requests.append(request)
        arrived.increment()
        return try await replies.next().answer(request, holds: holds)
    }

    /// Lets every held reply go.
    public func releaseHeldReplies() {
        holds.releaseAll()
    }

    /// Waits until at least `count` requests have arrived, for at most `timeout`.
    public func waitForRequests(_ count: Int, within timeout: Duration) async -> Bool {
        await arrived.wait(forAtLeast: count, within: timeout)
    }

    /// Waits until a held request has been cancelled, for at most `timeout`.
    public func waitForCancellation(within timeout: Duration) async -> Bool {
        await holds.cancellations.wait(forAtLeast: 1, within: timeout)
    }
}
