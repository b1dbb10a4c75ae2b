import FixtureServer
import Foundation
import Testing

@Suite("FixtureServer: a loopback HTTP/1.1 server for tests")
struct FixtureServerTests {
    @Test func servesTheQueueInOrderThenRepeatsTheLast() async throws {
        let server = FixtureServer(.json("[]", status: 201), FixtureResponse(status: 503))
        let url = try server.start()
        defer { server.shutdown() }

        var statusLines: [String] = []
        for _ in 1...3 {
            let received = try await RawClient.exchange(get("/"), with: url)
            statusLines.append(received.text.components(separatedBy: "\r\n")[0])
        }

        #expect(statusLines == ["HTTP/1.1 201 Created", "HTTP/1.1 503 Service Unavailable", "HTTP/1.1 503 Service Unavailable"])
    }

    @Test func sendsTheBodyWithItsLengthAndClosesTheConnection() async throws {
        let server = FixtureServer(.json(#"{"id": 1}"#))
        let url = try server.start()
        defer { server.shutdown() }

        let received = try await RawClient.exchange(get("/"), with: url)

        #expect(received.text.contains("Content-Type: application/json\r\n"))
        #expect(received.text.contains("Content-Length: 9\r\nConnection: close\r\n\r\n"))
        #expect(received.text.hasSuffix("\r\n\r\n" + #"{"id": 1}"#))
        #expect(received.closedByServer)
    }

    /// Kept alive, one connection carries the next request, and `.disconnectAtStart` on it is a
    /// stale connection: the request is read, and the connection closes with no answer.
    @Test func keptAliveAConnectionCarriesTheNextRequestUntilAPolicyDropsIt() async throws {
        let server = FixtureServer(keepingConnectionsAlive: .json("[]"), FixtureResponse(status: 201).with(.disconnectAtStart))
        let url = try server.start()
        defer { server.shutdown() }
        let client = try RawClient(url)

        let (first, second) = await offThePool {
            client.send(get("/users"))
            // Bounds, not waits: the first read ends with the answer's body, the second when the
            // server drops the connection; a loaded machine only makes them slower.
            let first = client.read(for: .seconds(5)) { $0.hasSuffix("\r\n\r\n[]") }
            client.send("POST /messages HTTP/1.1\r\nContent-Length: 2\r\n\r\nhi")
            return (first, client.read(for: .seconds(5)))
        }

        #expect(first.text.hasPrefix("HTTP/1.1 200 OK") && first.text.hasSuffix("\r\n\r\n[]"))
        #expect(!first.text.contains("Connection: close"), "HTTP/1.1 keeps a connection unless told otherwise")
        #expect(!first.closedByServer, "the connection stays open for the next request")
        #expect(second.text.isEmpty && second.closedByServer, "read, then dropped without a byte")
        #expect(server.requests.map(\.target) == ["/users", "/messages"])
    }

    /// A request whose announced body never arrives gets no answer, but is recorded as incomplete.
    @Test func aRequestWhoseBodyNeverArrivesIsRecordedAsIncomplete() async throws {
        let server = FixtureServer(FixtureResponse())
        let url = try server.start()
        let client = try RawClient(url)
        let received = await offThePool {
            client.send("POST /messages HTTP/1.1\r\nContent-Length: 34\r\n\r\n")
            return client.read(for: .milliseconds(200))
        }
        server.shutdown()

        #expect(received.text.isEmpty)
        let request = try #require(server.requests.first)
        #expect(!request.isComplete && request.body.isEmpty && request.header("Content-Length") == "34")
    }

    @Test func answers599WhenNothingWasQueued() async throws {
        let server = FixtureServer()
        let url = try server.start()
        defer { server.shutdown() }

        let received = try await RawClient.exchange(get("/"), with: url)

        #expect(received.text.hasPrefix("HTTP/1.1 599 "))
        #expect(received.text.hasSuffix("no response was queued"))
    }

    @Test func recordsMethodTargetHeadersAndBody() async throws {
        let server = FixtureServer(FixtureResponse())
        let url = try server.start()
        defer { server.shutdown() }

        _ = try await RawClient.exchange(
            "POST /users?q=tom%20%26%20admin%3Dtrue HTTP/1.1\r\nX-Trace: 7\r\nContent-Length: 5\r\n\r\nhello", with: url)

        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.path == "/users")
        #expect(request.rawQuery == "q=tom%20%26%20admin%3Dtrue")
        #expect(request.header("x-trace") == "7")
        #expect(request.body == Data("hello".utf8))
    }

    @Test(arguments: [
        "NONSENSE\r\n\r\n",
        "GET /users HTTP/1.1\r\nNo colon here\r\n\r\n",
        "GET /users HTTP/1.1\r\nContent-Length: -1\r\n\r\n",
    ])
    func answersAMalformedRequestWith400AndRecordsNothing(_ request: String) async throws {
        let server = FixtureServer(FixtureResponse())
        let url = try server.start()
        defer { server.shutdown() }

        let received = try await RawClient.exchange(request, with: url)

        #expect(received.text.hasPrefix("HTTP/1.1 400 Bad Request"))
        #expect(server.requests.isEmpty)
    }

    @Test func noResponseSendsNothingAndShutdownEndsTheConnection() async throws {
        let server = FixtureServer(FixtureResponse(policy: .noResponse))
        let url = try server.start()
        let client = try RawClient(url)
        client.send(get("/"))

        let meanwhile = await offThePool { client.read(for: .milliseconds(300)) }
        // Timed on a thread of its own: a task's wait for its turn on the pool, seconds under the
        // thread sanitizer with every suite running, is not the server's doing.
        let (afterShutdown, took) = await offThePool {
            let started = ContinuousClock.now
            server.shutdown()
            return (client.read(for: .seconds(2)), ContinuousClock.now - started)
        }

        #expect(meanwhile.text.isEmpty && !meanwhile.closedByServer)
        #expect(server.requests.count == 1)
        // Closed by the shutdown, well before the server's own 5 s read limit would have closed it;
        // the margin is wide because a loaded machine (the thread sanitizer, parallel tests) can
        // hold a thread back for most of a second.
        #expect(afterShutdown.text.isEmpty && afterShutdown.closedByServer)
        #expect(took < .seconds(2))
    }

    @Test func disconnectAtStartClosesWithoutAByte() async throws {
        let server = FixtureServer(FixtureResponse(body: "never sent", policy: .disconnectAtStart))
        let url = try server.start()
        defer { server.shutdown() }

        let received = try await RawClient.exchange(get("/"), with: url)

        #expect(received.text.isEmpty && received.closedByServer)
        #expect(server.requests.count == 1)
    }

    @Test func disconnectMidBodySendsHalfTheAnnouncedBody() async throws {
        let server = FixtureServer(FixtureResponse(body: "0123456789", policy: .disconnectMidBody))
        let url = try server.start()
        defer { server.shutdown() }

        let received = try await RawClient.exchange(get("/"), with: url)

        #expect(received.text.contains("Content-Length: 10\r\n"))
        #expect(received.text.hasSuffix("\r\n\r\n01234"))
        #expect(received.closedByServer)
    }

    @Test func slowBodyPausesBeforeEachChunk() async throws {
        let server = FixtureServer(FixtureResponse(body: "abcd", policy: .slowBody(bytesPerChunk: 2, pause: .milliseconds(100))))
        let url = try server.start()
        defer { server.shutdown() }

        let started = ContinuousClock.now
        let received = try await RawClient.exchange(get("/"), with: url)

        #expect(received.text.hasSuffix("\r\n\r\nabcd"))
        #expect(ContinuousClock.now - started >= .milliseconds(200))
    }

    @Test func slowHeadPausesBeforeEachChunkOfTheHead() async throws {
        let server = FixtureServer(FixtureResponse(body: "ok", policy: .slowHead(bytesPerChunk: 20, pause: .milliseconds(100))))
        let url = try server.start()
        defer { server.shutdown() }

        let received = try await RawClient.exchange(get("/"), with: url)

        // "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n" is 57 bytes: three chunks.
        #expect(received.text == "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok")
        #expect(try #require(received.firstByteAfter) >= .milliseconds(100))
        #expect(received.lastByteAfter.map { $0 >= .milliseconds(300) } == true, "the last chunk waits three pauses")
    }

    @Test func stallMidBodySendsPartOfTheBodyThenHoldsTheConnection() async throws {
        let server = FixtureServer(FixtureResponse(body: "abcd", policy: .stallMidBody(bytes: 1, after: .milliseconds(200))))
        let url = try server.start()
        defer { server.shutdown() }

        let received = try await RawClient.exchange(get("/"), with: url, readingFor: .milliseconds(500))

        #expect(received.text.contains("Content-Length: 4\r\n"))
        #expect(received.text.hasSuffix("\r\n\r\na"))
        #expect(received.lastByteAfter.map { $0 >= .milliseconds(200) } == true, "the byte comes after the pause")
        #expect(!received.closedByServer)
    }

    @Test func delayedHeadersHoldBackTheFirstByte() async throws {
        let server = FixtureServer(FixtureResponse(body: "late", policy: .delayedHeaders(.milliseconds(200))))
        let url = try server.start()
        defer { server.shutdown() }

        let received = try await RawClient.exchange(get("/"), with: url)

        #expect(received.text.hasSuffix("late"))
        #expect(try #require(received.firstByteAfter) >= .milliseconds(200))
    }

    @Test func afterShutdownTheServerTakesNoConnections() async throws {
        let server = FixtureServer()
        let url = try server.start()

        server.shutdown()
        server.shutdown()  // A second call is harmless.

        // Refused, as a rule. But tests run in parallel and the OS hands a freed port out again,
        // so another test's server may be listening there now: then it must be that one that
        // answers, never this one.
        do {
            let client = try RawClient(url)
            client.send("GET /after-shutdown HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            _ = client.read(for: .milliseconds(200))
            #expect(!server.requests.contains { $0.path == "/after-shutdown" }, "a shut-down server took a request")
        } catch {
            #expect(error is SocketError, "connecting failed with \(error), not a socket error")
        }
    }

    @Test func startingTwiceIsAnError() throws {
        let server = FixtureServer()
        try server.start()
        defer { server.shutdown() }

        #expect(throws: FixtureServer.StartError.alreadyStarted) { try server.start() }
    }
}
