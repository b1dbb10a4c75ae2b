import Foundation

/// One client connection: read a request, answer it as its response's socket policy says; on a
/// server that keeps connections alive, read the next one after a full answer.
struct Connection {
    let socket: Socket
    let server: FixtureServer

    /// The most a request may take up, head and body.
    static let largestRequest = RequestParser.largestBody + 64 * 1024

    func serve() {
        while serveOne(), server.keepsConnectionsAlive {}
    }

    /// Reads and answers one request; true when the connection may carry another.
    private func serveOne() -> Bool {
        let request: RecordedRequest
        do {
            guard let complete = try readRequest() else { return false }
            request = complete
        } catch {
            send(FixtureResponse(status: 400, body: "Bad request: \(error)"))
            return false
        }
        let response = server.respond(to: request)
        switch response.policy {
        case .respond:
            return send(response)
        case .noResponse:
            _ = pause(for: FixtureServer.longestHold)
        case .disconnectAtStart:
            break
        case .disconnectMidBody:
            guard socket.write(response.head()) else { return false }
            socket.write(response.body.prefix(response.body.count / 2))
        case .slowBody(let bytesPerChunk, let pauseBeforeEachChunk):
            guard socket.write(response.head()) else { return false }
            var remaining = response.body[...]
            while !remaining.isEmpty {
                guard pause(for: pauseBeforeEachChunk), socket.write(remaining.prefix(max(1, bytesPerChunk))) else { return false }
                remaining = remaining.dropFirst(max(1, bytesPerChunk))
            }
        case .slowHead(let bytesPerChunk, let pauseBeforeEachChunk):
            var remaining = response.head()[...]
            while !remaining.isEmpty {
                guard pause(for: pauseBeforeEachChunk), socket.write(remaining.prefix(max(1, bytesPerChunk))) else { return false }
                remaining = remaining.dropFirst(max(1, bytesPerChunk))
            }
            socket.write(response.body)
        case .stallMidBody(let bytes, let delay):
            guard socket.write(response.head()), pause(for: delay), socket.write(response.body.prefix(bytes)) else { return false }
            _ = pause(for: FixtureServer.longestHold)
        case .delayedHeaders(let delay):
            guard pause(for: delay) else { return false }
            send(response)
        }
        return false
    }

    /// Sends the whole response; true when it all went out.
    @discardableResult
    private func send(_ response: FixtureResponse) -> Bool {
        socket.write(response.head(keepingAlive: server.keepsConnectionsAlive)) && socket.write(response.body)
    }

    /// The request, or nil when the client went away, took longer than `readLimit`, or the
    /// server is stopping.
    private func readRequest() throws(RequestParseError) -> RecordedRequest? {
        let deadline = ContinuousClock.now + FixtureServer.readLimit
        var bytes: [UInt8] = []
        var head: (parts: RequestParser.Head, bodyStart: Int)?
        while true {
            if head == nil, let end = RequestParser.endOfHead(in: bytes) {
                head = (try RequestParser.parseHead(bytes[..<end]), end)
            }
            if let (parts, start) = head, bytes.count - start >= parts.bodyLength {
                let body = Data(bytes[start..<(start + parts.bodyLength)])
                return RecordedRequest(method: parts.method, target: parts.target, headers: parts.headers, body: body)
            }
            guard bytes.count <= Self.largestRequest else { throw .tooLarge }
            guard receive(into: &bytes, before: deadline) else {
                if let (parts, start) = head {
                    server.record(RecordedRequest(
                        method: parts.method, target: parts.target, headers: parts.headers, body: Data(bytes[start...]), isComplete: false))
                }
                return nil
            }
        }
    }

    /// Appends what arrives before `deadline`; false when nothing more will come.
    private func receive(into bytes: inout [UInt8], before deadline: ContinuousClock.Instant) -> Bool {
        while server.isRunning, ContinuousClock.now < deadline {
            guard socket.waitForInput(within: FixtureServer.checkInterval) else { continue }
            let chunk = socket.read(upTo: 64 * 1024)
            bytes += chunk
            return !chunk.isEmpty
        }
        return false
    }

    /// Waits `duration`; false as soon as the client hangs up or the server stops.
    private func pause(for duration: Duration) -> Bool {
        let end = ContinuousClock.now + duration
        while ContinuousClock.now < end {
            guard server.isRunning else { return false }
            let step = min(FixtureServer.checkInterval, end - ContinuousClock.now)
            // Input now means the client hung up (or sent more, which is read and dropped).
            if socket.waitForInput(within: step), socket.read(upTo: 64 * 1024).isEmpty { return false }
        }
        return true
    }
}
