import Fixed
import Foundation
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The seam for `Fixed`: plays canned replies in order (the last one repeats) and records every
/// request, so nothing touches the network. A client that retries for ever is stopped after
/// `requestLimit` requests, so it fails its test instead of spinning.
///
///     let fake = FakeTransport(.http(503, ""), .ok(Fixture.adaJSON))
///     let client = APIClient(transport: fake.transport, retryDelay: .zero)
public actor FakeTransport {
    private var replies: ReplyQueue
    private let holds = HeldReplies()
    private let arrived = Tally()
    private let answered = Tally()

    /// How many requests the fake answers before it refuses, for a client that never stops.
    public static let requestLimit = 100

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
        RequestTap.note(request)
        requests.append(request)
        let arrival = holds.arrive()
        arrived.increment()
        guard requests.count <= Self.requestLimit else { throw TooManyRequests() }
        defer { answered.increment() }
        return try await replies.next().answer(request, holds: holds, arrival: arrival)
    }

    /// What the fake throws once a client has sent more than `requestLimit` requests.
    public struct TooManyRequests: Error, CustomStringConvertible {
        public var description: String {
            "the fake server stopped answering after \(FakeTransport.requestLimit) requests: the client never stops retrying"
        }
    }

    /// Lets every held reply go.
    public func releaseHeldReplies() {
        holds.releaseAll()
    }

    /// Waits until at least `count` requests have arrived, for at most `timeout`.
    public func waitForRequests(_ count: Int, within timeout: Duration) async -> Bool {
        await arrived.wait(forAtLeast: count, within: timeout)
    }

    /// Waits until the fake has answered (or failed) at least `count` requests, for at most
    /// `timeout`.
    public func waitForAnswers(_ count: Int, within timeout: Duration) async -> Bool {
        await answered.wait(forAtLeast: count, within: timeout)
    }

    /// Waits until a held request has been cancelled, for at most `timeout`.
    public func waitForCancellation(within timeout: Duration) async -> Bool {
        await holds.cancellations.wait(forAtLeast: 1, within: timeout)
    }
}
