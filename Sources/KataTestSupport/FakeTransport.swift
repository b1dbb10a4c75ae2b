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
    private var held: [UUID: CheckedContinuation<Void, Never>] = [:]
    private var cancelledHolds: Set<UUID> = []
    private let arrived = Tally()
    private let answered = Tally()
    private let cancellations = Tally()

    /// How many requests the fake answers before it refuses, for a client that never stops.
    public static let requestLimit = 100

    /// Every request sent so far, in order.
    public private(set) var requests: [URLRequest] = []

    /// How many held requests were cancelled by their caller before they were answered.
    public var cancelledRequests: Int { cancellations.count }

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
        arrived.increment()
        guard requests.count <= Self.requestLimit else { throw TooManyRequests() }
        defer { answered.increment() }
        return try await answer(request, with: replies.next())
    }

    /// What the fake throws once a client has sent more than `requestLimit` requests.
    public struct TooManyRequests: Error, CustomStringConvertible {
        public var description: String {
            "the fake server stopped answering after \(FakeTransport.requestLimit) requests: the client never stops retrying"
        }
    }

    /// Lets every held reply go.
    public func releaseHeldReplies() {
        let waiting = held.values
        held.removeAll()
        for continuation in waiting { continuation.resume() }
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
        await cancellations.wait(forAtLeast: 1, within: timeout)
    }

    private func answer(_ request: URLRequest, with reply: Reply) async throws -> (Data, URLResponse) {
        switch reply {
        case .http(let status, let body, let headers):
            return (Data(body.utf8), Reply.response(status: status, headers: headers, for: request))
        case .failure(let code):
            throw Reply.urlError(code, for: request)
        case .held(let reply):
            try await hold(request)
            return try await answer(request, with: reply)
        case .nothing:
            let notHTTP = URLResponse(url: request.url!, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
            return (Data(), notHTTP)
        }
    }

    // Parks the caller until released. Cancelling the caller fails the request the way
    // URLSession does, with URLError(.cancelled).
    private func hold(_ request: URLRequest) async throws {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if cancelledHolds.remove(id) != nil { return continuation.resume() }
                held[id] = continuation
            }
        } onCancel: {
            Task { await self.cancelHold(id) }
        }
        if Task.isCancelled {
            cancellations.increment()
            throw Reply.urlError(.cancelled, for: request)
        }
    }

    private func cancelHold(_ id: UUID) {
        if let continuation = held.removeValue(forKey: id) {
            continuation.resume()
        } else {
            cancelledHolds.insert(id)
        }
    }
}
