import Foundation
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The seam for `Broken`, which hard-codes `URLSession.shared`: a `URLProtocol` registered for
/// the whole process answers every request with canned replies and records it.
///
/// It is global state, so a scenario takes it with `StubURLProtocol.exclusive { … }` and
/// Broken scenarios run one at a time.
///
/// What it cannot fake: a real timeout (the timer lives in the real HTTP handler, so a silent
/// stub would hang for ever; fail with `.failure(.timedOut)` instead) and a `nil` body (for no
/// body URLSession still hands `Data()`; see `docs/seams.md`).
public final class StubURLProtocol: URLProtocol {
    private struct State {
        var installed = false
        var replies = ReplyQueue([.http(599, "no reply was set up")])
        /// The tasks whose requests the stub received, to see whether one was cancelled.
        var tasks: [URLSessionTask] = []
        /// What this installation received, answered, held and saw cancelled.
        let core = FakeCore<URLRequest>()
    }

    private static let state = Locked(State())
    private static let turn = AsyncLock()

    /// The fake server of the current installation, which every wait reads.
    private static var server: FakeCore<URLRequest> { state.withLock { $0.core } }

    /// Runs `body` with the stub installed and answering with `replies`, and no other Broken
    /// scenario using it meanwhile.
    public static func exclusive<Result: Sendable>(
        replying replies: [Reply],
        _ body: @Sendable () async throws -> Result
    ) async rethrows -> Result {
        try await turn.withLock {
            install(replies)
            defer { uninstall() }
            return try await body()
        }
    }

    /// Every request the stub has received since it was installed.
    public static var requests: [URLRequest] { server.received }

    /// Lets every held reply go.
    public static func releaseHeldReplies() {
        server.releaseHeldReplies()
    }

    /// Waits until at least `count` requests have arrived, for at most `timeout`.
    public static func waitForRequests(_ count: Int, within timeout: Duration) async -> Bool {
        await server.waitForRequests(count, within: timeout)
    }

    /// Replaces the replies still to come. There is one stub for the whole process, so this is
    /// also what "giving a second client its own fake" amounts to for `Broken`.
    public static func setReplies(_ replies: [Reply]) {
        state.withLock { $0.replies = ReplyQueue(replies) }
    }

    /// Waits until the stub has answered at least `count` requests, for at most `timeout`.
    /// A completion handler that has not run shortly after its answer never will.
    public static func waitForAnswers(_ count: Int, within timeout: Duration) async -> Bool {
        await server.waitForAnswers(count, within: timeout)
    }

    /// Waits, at most `timeout`, until `URLSession.shared` has run every callback it had queued:
    /// once the stub has answered, the request's completion handler, if URLSession will call it
    /// at all, has run when this returns. On Linux, answering queues the handler on the session's
    /// serial delegate queue at once (swift-corelibs-foundation), so an operation added after it
    /// runs after it; nothing here depends on how long the handler takes to be called.
    public static func waitForCallbacks(within timeout: Duration) async -> Bool {
        let drained = Arrival<Void>()
        URLSession.shared.delegateQueue.addOperation { drained.deliver(()) }
        return await drained.value(within: timeout) != nil
    }

    /// Waits until URLSession has stopped a request the stub had not answered yet (it was
    /// cancelled), for at most `timeout`.
    ///
    /// `URLSessionTask.cancel()` marks its task `.canceling` at once (on Linux and on Apple
    /// platforms alike), while URLSession stops the request later on a queue of its own; so a
    /// cancel made before this call is seen at once, and only a later one is waited for.
    public static func waitForCancellation(within timeout: Duration) async -> Bool {
        let (tasks, server) = state.withLock { ($0.tasks, $0.core) }
        if tasks.contains(where: { $0.state == .canceling }) { return true }
        return await server.waitForCancellation(within: timeout)
    }

    /// Makes `URLSession.shared` ask the stub first, for the life of the process. Call it before
    /// making any other `URLSession` in a process that also runs Broken scenarios; see
    /// `SharedSessionSeam` for why.
    public static func registerBeforeAnySession() {
        SharedSessionSeam.install(StubURLProtocol.self)
    }

    static func install(_ replies: [Reply]) {
        state.withLock { $0 = State(installed: true, replies: ReplyQueue(replies)) }
        SharedSessionSeam.install(StubURLProtocol.self)
    }

    static func uninstall() {
        state.withLock { $0.installed = false }
        URLProtocol.unregisterClass(StubURLProtocol.self)
        releaseHeldReplies()
    }

    // MARK: URLProtocol

    // Only while a scenario holds the stub: on Linux the shared session keeps asking a protocol
    // it once knew, even after it is unregistered.
    public override class func canInit(with request: URLRequest) -> Bool {
        state.withLock { $0.installed }
    }

    public override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    public override func startLoading() {
        let request = self.request
        let task = self.task
        // The reply is taken in the same breath as the place in line, so the nth request to
        // arrive gets the nth reply.
        let (reply, server, place) = Self.state.withLock { state in
            if let task { state.tasks.append(task) }
            return (state.replies.next(), state.core, state.core.receive(request, as: request))
        }
        progress.withLock { $0.server = server }
        answer(with: reply, from: server, place: place)
    }

    public override func stopLoading() {
        let (wasAnswered, server) = progress.withLock { progress in
            defer { progress.stopped = true }
            return (progress.answered, progress.server)
        }
        guard !wasAnswered else { return }
        _ = server?.cancellation(of: request)
    }

    /// Whether this request was answered, and whether URLSession stopped it (cancelled, say):
    /// a stopped request must never be answered, or URLSession traps on Linux. And the fake
    /// server it arrived at, which counts it cancelled even if a later scenario holds the stub.
    private let progress = Locked((answered: false, stopped: false, server: FakeCore<URLRequest>?.none))

    private func answer(with reply: Reply, from server: FakeCore<URLRequest>, place: Int) {
        if case .held(let later) = reply {
            return server.park(place) { self.answer(with: later, from: server, place: place) }
        }
        // Marked first: finishing may make URLSession call stopLoading() at once.
        let stopped = progress.withLock { progress in
            if !progress.stopped { progress.answered = true }
            return progress.stopped
        }
        guard !stopped else { return }
        switch reply {
        case .http(let status, let body, let headers):
            let response = Reply.response(status: status, headers: Reply.headers(headers, typing: body), for: request)
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: Data(body.utf8))
            client?.urlProtocolDidFinishLoading(self)
        case .failure(let code):
            client?.urlProtocol(self, didFailWithError: Reply.urlError(code, for: request))
        case .held:
            return  // parked above
        case .nothing:
            // The closest a URLProtocol can come; URLSession still hands over `Data()`.
            client?.urlProtocolDidFinishLoading(self)
        }
        server.answered.increment()
    }
}

/// A lock that an async task can hold across suspension points.
public actor AsyncLock {
    private var isLocked = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public init() {}

    public func withLock<Result: Sendable>(_ body: @Sendable () async throws -> Result) async rethrows -> Result {
        if isLocked {
            await withCheckedContinuation { waiting.append($0) }
        }
        isLocked = true
        defer {
            if waiting.isEmpty { isLocked = false } else { waiting.removeFirst().resume() }
        }
        return try await body()
    }
}
