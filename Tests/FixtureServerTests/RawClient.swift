import FixtureServer
import Foundation

/// A client that speaks bytes, not HTTP, so a test sees exactly what the server sent and when.
/// Its calls block, so tests run it on a thread of its own (`offThePool`).
final class RawClient: @unchecked Sendable {
    private let socket: Socket
    private let opened = ContinuousClock.now

    /// What arrived, whether the server closed the connection, and when the first and the last
    /// bytes came.
    struct Received: Sendable {
        var text = ""
        var closedByServer = false
        var firstByteAfter: Duration?
        var lastByteAfter: Duration?
    }

    init(_ url: URL) throws {
        socket = try Socket.connectToLoopback(port: UInt16(url.port ?? 0))
    }

    deinit { socket.close() }

    func send(_ text: String) {
        socket.write(Array(text.utf8))
    }

    /// Reads until the server closes the connection or `limit` passes.
    /// Reads until the server closes, `complete` says the text so far is all that was awaited, or
    /// `limit` has passed.
    func read(for limit: Duration, until complete: (String) -> Bool = { _ in false }) -> Received {
        var received = Received()
        var bytes: [UInt8] = []
        let end = ContinuousClock.now + limit
        while ContinuousClock.now < end {
            guard socket.waitForInput(within: min(.milliseconds(20), end - ContinuousClock.now)) else { continue }
            let chunk = socket.read(upTo: 4096)
            if chunk.isEmpty {
                received.closedByServer = true
                break
            }
            if bytes.isEmpty { received.firstByteAfter = ContinuousClock.now - opened }
            received.lastByteAfter = ContinuousClock.now - opened
            bytes += chunk
            if complete(String(decoding: bytes, as: UTF8.self)) { break }
        }
        received.text = String(decoding: bytes, as: UTF8.self)
        return received
    }

    /// Sends `request` on a new connection and reads the answer until the server closes.
    static func exchange(_ request: String, with url: URL, readingFor limit: Duration = .seconds(2)) async throws -> Received {
        let client = try RawClient(url)
        return await offThePool {
            client.send(request)
            return client.read(for: limit)
        }
    }
}

/// Runs blocking work on a thread of its own, so it never holds up the tests' shared threads.
func offThePool<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { done in
        Thread { done.resume(returning: work()) }.start()
    }
}

/// A plain GET, as a client would send it.
func get(_ target: String) -> String {
    "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
}
