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
        var requests: [URLRequest] = []
        var held: [() -> Void] = []
        /// The tasks whose requests the stub received, to see whether one was cancelled.
        var tasks: [URLSessionTask] = []
        let arrived = Tally()
        let answered = Tally()
        let cancelled = Tally()
    }

    private static let state = Locked(State())
    private static let turn = AsyncLock()

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

    /// Every request the stub has answered since it was installed.
    public static var requests: [URLRequest] {
        state.withLock { $0.requests }
    }

    /// Lets every held reply go.
    public static func releaseHeldReplies() {
        let held = state.withLock { state in
            defer { state.held.removeAll() }
            return state.held
        }
        for release in held { release() }
    }

    /// Waits until at least `count` requests have arrived, for at most `timeout`.
    public static func waitForRequests(_ count: Int, within timeout: Duration) async -> Bool {
        await state.withLock { $0.arrived }.wait(forAtLeast: count, within: timeout)
    }

    /// Replaces the replies still to come. There is one stub for the whole process, so this is
    /// also what "giving a second client its own fake" amounts to for `Broken`.
    public static func setReplies(_ replies: [Reply]) {
        state.withLock { $0.replies = ReplyQueue(replies) }
    }

    /// Waits until the stub has answered at least `count` requests, for at most `timeout`.
    /// A completion handler that has not run shortly after its answer never will.
    public static func waitForAnswers(_ count: Int, within timeout: Duration) async -> Bool {
        await state.withLock { $0.answered }.wait(forAtLeast: count, within: timeout)
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
        let (tasks, cancelled) = state.withLock { ($0.tasks, $0.cancelled) }
        if tasks.contains(where: { $0.state == .canceling }) { return true }
        return await cancelled.wait(forAtLeast: 1, within: timeout)
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
        RequestTap.note(request)
        let task = self.task
        let (reply, arrived) = Self.state.withLock { state in
            state.requests.append(request)
            if let task { state.tasks.append(task) }
            let reply = state.replies.next()
            // Parked before anyone hears of the request, so a release can never come too early.
            if case .held(let later) = reply { state.held.append { self.answer(with: later) } }
            return (reply, state.arrived)
        }
        arrived.increment()
        if case .held = reply { return }
        answer(with: reply)
    }

    public override func stopLoading() {
        let wasAnswered = progress.withLock { progress in
            defer { progress.stopped = true }
            return progress.answered
        }
        guard !wasAnswered else { return }
        Self.state.withLock { $0.cancelled }.increment()
    }

    /// Whether this request was answered, and whether URLSession stopped it (cancelled, say):
    /// a stopped request must never be answered, or URLSession traps on Linux.
    private let progress = Locked((answered: false, stopped: false))

    private func answer(with reply: Reply) {
        // Marked first: finishing may make URLSession call stopLoading() at once.
        let stopped = progress.withLock { progress in
            if reply.isFinal && !progress.stopped { progress.answered = true }
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
        case .held(let later):
            Self.state.withLock { $0.held.append { self.answer(with: later) } }
            return  // answered when released
        case .nothing:
            // The closest a URLProtocol can come; URLSession still hands over `Data()`.
            client?.urlProtocolDidFinishLoading(self)
        }
        Self.state.withLock { $0.answered }.increment()
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
