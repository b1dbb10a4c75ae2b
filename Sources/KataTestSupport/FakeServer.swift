import Foundation
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What every fake server keeps, written once: the requests it received, in order; counts of the
/// requests that arrived, were answered and were cancelled before their answer; and the replies
/// it holds back until the test lets them go. `RouteTransport` (and `FakeTransport` over it),
/// `StubURLProtocol` and `InMemoryServer` each keep one.
public final class FakeCore<Received: Sendable>: FakeServer {
    private struct State {
        var received: [Received] = []
        /// Held requests, by place in line, each with what lets it go. Not `@Sendable`:
        /// `StubURLProtocol`'s answers its `URLProtocol`, from whichever thread lets it go.
        var held: [Int: () -> Void] = [:]
        /// Requests cancelled before they reached `hold`.
        var cancelledEarly: Set<Int> = []
        /// Every request up to this place in line has been let go, parked yet or not.
        var releasedThrough = 0
    }

    private let state = Locked(State())
    let arrived = Tally()
    let answered = Tally()
    let cancelled = Tally()

    init() {}

    public var core: FakeCore<Received> { self }

    /// Every request received so far, in order of arrival.
    public var received: [Received] { state.withLock { $0.received } }

    /// Records a request as `received`, tells `RequestTap`, and hands back its place in line
    /// (1 for the first). The place is taken before anyone hears of the request, so a release
    /// made the moment it is heard of still covers it.
    @discardableResult
    func receive(_ request: URLRequest, as received: Received) -> Int {
        RequestTap.note(request)
        let place = state.withLock { state in
            state.received.append(received)
            return state.received.count
        }
        arrived.increment()
        return place
    }

    /// Parks `release` until `releaseHeldReplies()`, or runs it at once if the request at `place`
    /// was let go (or cancelled) already. A release counts from arrival, not from parking: a test
    /// that saw the request arrive and let it go before it parked would otherwise leave it parked
    /// for ever.
    func park(_ place: Int, until release: @escaping () -> Void) {
        let goesOn = state.withLock { state in
            if state.cancelledEarly.remove(place) != nil || place <= state.releasedThrough { return true }
            state.held[place] = release
            return false
        }
        if goesOn { release() }
    }

    /// Parks the calling task until `releaseHeldReplies()`. Cancelling the caller fails the
    /// request the way URLSession does, with `URLError(.cancelled)`.
    func hold(_ request: URLRequest, place: Int) async throws {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in park(place) { continuation.resume() } }
        } onCancel: {
            let release = state.withLock { state in
                guard let release = state.held.removeValue(forKey: place) else {
                    state.cancelledEarly.insert(place)
                    return nil as (() -> Void)?
                }
                return release
            }
            release?()
        }
        if Task.isCancelled { throw cancellation(of: request) }
    }

    /// Counts a request its caller gave up on before its answer, and what URLSession throws then.
    func cancellation(of request: URLRequest) -> URLError {
        cancelled.increment()
        return Reply.urlError(.cancelled, for: request)
    }

    /// Lets every request that has arrived go, held already or about to be.
    public func releaseHeldReplies() {
        let waiting = state.withLock { state in
            state.releasedThrough = state.received.count
            defer { state.held.removeAll() }
            return Array(state.held.values)
        }
        for release in waiting { release() }
    }
}

/// A fake server a test waits on. The waits are written here once, for every fake.
public protocol FakeServer: Sendable {
    associatedtype Received: Sendable
    var core: FakeCore<Received> { get }
}

extension FakeServer {
    /// Waits until at least `count` requests have arrived, for at most `timeout`; false if they
    /// did not.
    public func waitForRequests(_ count: Int, within timeout: Duration) async -> Bool {
        await core.arrived.wait(forAtLeast: count, within: timeout)
    }

    /// Waits until the fake has answered (or failed) at least `count` requests, for at most
    /// `timeout`; false if it did not.
    public func waitForAnswers(_ count: Int, within timeout: Duration) async -> Bool {
        await core.answered.wait(forAtLeast: count, within: timeout)
    }

    /// Waits until a request has been cancelled by its caller before its answer, for at most
    /// `timeout`; false if none was.
    public func waitForCancellation(within timeout: Duration) async -> Bool {
        await core.cancelled.wait(forAtLeast: 1, within: timeout)
    }

    /// How many requests were cancelled by their caller after they arrived and before they were
    /// answered.
    public var cancelledRequests: Int { core.cancelled.count }
}

extension Reply {
    /// What URLSession would hand over for this reply to the request at `place`; a held reply
    /// waits in `core` first.
    func answer<Received>(_ request: URLRequest, core: FakeCore<Received>, place: Int) async throws -> (Data, URLResponse) {
        switch self {
        case .http(let status, let body, let headers):
            return (Data(body.utf8), Reply.response(status: status, headers: Reply.headers(headers, typing: body), for: request))
        case .failure(let code):
            throw Reply.urlError(code, for: request)
        case .held(let later):
            try await core.hold(request, place: place)
            return try await later.answer(request, core: core, place: place)
        case .nothing:
            let url = request.url ?? URL(string: "https://api.example.com")!
            return (Data(), URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil))
        }
    }
}
