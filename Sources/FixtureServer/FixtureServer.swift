import Dispatch
import Foundation

/// A small HTTP/1.1 server on 127.0.0.1 for tests and demonstrations, in the spirit of OkHttp's
/// MockWebServer: queue the responses, point a client at `start()`'s URL, then read back the
/// requests it sent.
///
///     let server = FixtureServer(.html(outagePage, status: 500))
///     let baseURL = try server.start()
///     defer { server.shutdown() }
///     // … call the client …
///     server.requests.count  // 3: it retried
///
/// Each request gets the next queued response, in order; the last one repeats, so one queued
/// 500 means "always 500". With nothing queued every request gets `nothingQueued`, a 599.
/// Every connection carries one request and is closed after its response, unless the server was
/// made with `keepingConnectionsAlive`: then a connection carries requests one after another, as
/// a real server's does, until a socket policy other than `.respond` ends it. That is how a
/// client meets a stale connection: a kept-alive connection that the server closes after reading
/// the next request (`.disconnectAtStart`), which the client may then send again by itself.
///
/// Each connection is served on its own thread, and every wait on a socket is bounded, by a
/// deadline or by `shutdown()`.
public final class FixtureServer: @unchecked Sendable {  // Sendable by its lock.
    /// Why the server did not start.
    public enum StartError: Error, Equatable {
        /// `start()` was already called on this server.
        case alreadyStarted
        /// The system refused to give a listening socket.
        case socket(SocketError)
    }

    /// The answer when nothing was queued: a status no real server sends, so it stands out.
    public static let nothingQueued = FixtureResponse(status: 599, body: "no response was queued")
    /// How long a `.noResponse` connection is kept open at most.
    public static let longestHold: Duration = .seconds(30)
    /// How long a client may take to send its whole request.
    static let readLimit: Duration = .seconds(5)
    /// How often a waiting thread looks at whether the server is stopping.
    static let checkInterval: Duration = .milliseconds(20)

    private let lock = NSLock()
    private var queue: [FixtureResponse]
    private let handler: (@Sendable (RecordedRequest) -> FixtureResponse)?
    private var recorded: [RecordedRequest] = []
    private var openConnections: Set<Socket> = []
    private var running = false
    private var started = false
    private var address: URL?
    private let threads = DispatchGroup()

    /// Whether a connection carries more than one request.
    let keepsConnectionsAlive: Bool

    /// A server that will answer with `responses`, in order. Nothing listens until `start()`.
    public init(_ responses: FixtureResponse...) {
        queue = responses
        handler = nil
        keepsConnectionsAlive = false
    }

    /// A server that answers with `responses`, in order, and keeps each connection open for the
    /// next request after a full answer.
    public init(keepingConnectionsAlive responses: FixtureResponse...) {
        queue = responses
        handler = nil
        keepsConnectionsAlive = true
    }

    /// A server that answers each request with what `handler` makes of it, instead of a queue:
    /// for an API with routes and state, such as `FixtureAPI`. The handler runs on the
    /// connection's thread, one call per request.
    public init(keepingConnectionsAlive: Bool = false, handler: @escaping @Sendable (RecordedRequest) -> FixtureResponse) {
        queue = []
        self.handler = handler
        keepsConnectionsAlive = keepingConnectionsAlive
    }

    /// Adds responses to the end of the queue.
    public func enqueue(_ responses: FixtureResponse...) {
        lock.withLock { queue += responses }
    }

    /// Every request read so far, in the order they arrived.
    public var requests: [RecordedRequest] {
        lock.withLock { recorded }
    }

    /// `http://127.0.0.1:PORT`, once started.
    public var baseURL: URL? {
        lock.withLock { address }
    }

    /// Starts listening on 127.0.0.1, on a port the system chooses.
    /// - Returns: the base URL to point a client at.
    @discardableResult
    public func start() throws(StartError) -> URL {
        let listener: Socket
        let port: UInt16
        do { (listener, port) = try Socket.listenOnLoopback() } catch { throw .socket(error) }
        let url = URL(string: "http://127.0.0.1:\(port)")!
        let firstStart = lock.withLock {
            defer { started = true }
            guard !started else { return false }
            running = true
            address = url
            return true
        }
        guard firstStart else {
            listener.close()
            throw .alreadyStarted
        }
        runOnOwnThread { self.acceptConnections(on: listener) }
        return url
    }

    /// Stops accepting, ends every open connection, and waits (two seconds at most) for the
    /// server's threads to finish. Safe to call more than once.
    public func shutdown() {
        let open = lock.withLock {
            running = false
            return openConnections
        }
        for connection in open { connection.shutdownBothWays() }
        _ = threads.wait(timeout: .now() + 2)
    }

    // MARK: For the connection threads

    var isRunning: Bool {
        lock.withLock { running }
    }

    /// Records a request that gets no response: one whose body never arrived.
    func record(_ request: RecordedRequest) {
        lock.withLock { recorded.append(request) }
    }

    /// Records `request` and hands back the response it gets.
    func respond(to request: RecordedRequest) -> FixtureResponse {
        if let handler {
            lock.withLock { recorded.append(request) }
            return handler(request)
        }
        return lock.withLock {
            recorded.append(request)
            guard let next = queue.first else { return Self.nothingQueued }
            if queue.count > 1 { queue.removeFirst() }
            return next
        }
    }

    // MARK: Threads

    private func acceptConnections(on listener: Socket) {
        defer { listener.close() }
        while isRunning {
            guard let client = listener.accept(within: Self.checkInterval) else { continue }
            guard track(client) else {
                client.close()
                return
            }
            runOnOwnThread {
                Connection(socket: client, server: self).serve()
                self.untrack(client)
                client.close()
            }
        }
    }

    // A thread of its own, not the shared pool: serving blocks on sockets, and a blocked pool
    // thread would starve the async code under test.
    private func runOnOwnThread(_ body: @escaping @Sendable () -> Void) {
        threads.enter()
        Thread {
            body()
            self.threads.leave()
        }.start()
    }

    private func track(_ client: Socket) -> Bool {
        lock.withLock {
            guard running else { return false }
            openConnections.insert(client)
            return true
        }
    }

    private func untrack(_ client: Socket) {
        _ = lock.withLock { openConnections.remove(client) }
    }
}
