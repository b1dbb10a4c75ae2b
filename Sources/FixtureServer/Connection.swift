import Foundation

/// One client connection: read one request, answer it as its response's socket policy says.
struct Connection {
    let socket: Socket
    let server: FixtureServer

    /// The most a request may take up, head and body.
    static let largestRequest = RequestParser.largestBody + 64 * 1024

    func serve() {
        let request: RecordedRequest
        do {
            guard let complete = try readRequest() else { return }
            request = complete
        } catch {
            send(FixtureResponse(status: 400, body: "Bad request: \(error)"))
            return
        }
        let response = server.respond(to: request)
        switch response.policy {
        case .respond:
            send(response)
        case .noResponse:
            _ = pause(for: FixtureServer.longestHold)
        case .disconnectAtStart:
            return
        case .disconnectMidBody:
            guard socket.write(response.head) else { return }
            socket.write(response.body.prefix(response.body.count / 2))
        case .slowBody(let bytesPerChunk, let pauseBeforeEachChunk):
            guard socket.write(response.head) else { return }
            var remaining = response.body[...]
            while !remaining.isEmpty {
                guard pause(for: pauseBeforeEachChunk), socket.write(remaining.prefix(max(1, bytesPerChunk))) else { return }
                remaining = remaining.dropFirst(max(1, bytesPerChunk))
            }
        case .delayedHeaders(let delay):
            guard pause(for: delay) else { return }
            send(response)
        }
    }

    private func send(_ response: FixtureResponse) {
        guard socket.write(response.head) else { return }
        socket.write(response.body)
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
            guard receive(into: &bytes, before: deadline) else { return nil }
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
