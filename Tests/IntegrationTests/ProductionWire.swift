import FixtureServer
import Foundation
import KataTestSupport
import Production
import ProductionScenarios
import Testing
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One production flow against the fixture world (`FixtureAPI`), run either over the real
/// `URLSession` and a socket to a `FixtureServer`, or through `InMemoryServer`: same world, same
/// client, two transports. Waits run on a clock that advances by itself, so a `Retry-After: 2`
/// takes no real time and is still recorded.
struct ProductionFlow: Sendable, CustomTestStringConvertible {
    let name: String
    /// Sets the world up: a fault to serve first, an expired token.
    let prepare: @Sendable (FixtureAPI) -> Void
    /// Runs the flow; what the user would be shown.
    let call: @Sendable (APIClient) async -> String
    let expected: String
    /// The requests worth comparing: concurrent calls race, and a flow may leave out the lines
    /// whose number depends on who won.
    var comparable: @Sendable ([String]) -> [String] = { $0 }
    /// Whether the real server keeps a connection open for the next request, as a real one does:
    /// what a flow about a stale, reused connection needs.
    var overKeptAliveConnections = false

    var testDescription: String { name }

    /// What one run showed: the outcome, what the server read, what it stored, how long the
    /// client waited.
    struct Run: Equatable, CustomStringConvertible {
        let outcome: String
        /// `METHOD target`, with the Authorization and Idempotency-Key headers; sorted, since
        /// concurrent calls arrive in any order.
        let received: [String]
        let messagesStored: Int
        /// What the server calls user 1 afterwards: a rename shows here.
        let nameOfUser1: String?
        let refreshes: [Int]
        let waits: [Duration]

        var description: String {
            "\(outcome); received \(received); \(messagesStored) message(s); user 1 \(nameOfUser1 ?? "gone"); refreshes \(refreshes); waits \(waits)"
        }
    }

    func runInMemory() async -> Run {
        let api = FixtureAPI()
        let signIn = api.credentials
        prepare(api)
        let server = InMemoryServer(api)
        return await run(api, signIn, transport: server.transport) { server.requests }
    }

    /// Over the real URLSession; nil if it took longer than `limit`.
    func runReal(within limit: Duration = .seconds(10)) async throws -> Run? {
        let api = FixtureAPI()
        let signIn = api.credentials
        prepare(api)
        let server = FixtureServer(keepingConnectionsAlive: overKeptAliveConnections, handler: api.respond)
        let baseURL = try server.start()
        defer { server.shutdown() }
        let session = RealTransport.session()
        let transport: Transport = { request in
            var request = request
            request.url = request.url.flatMap { Self.rebase($0, onto: baseURL) }
            // Production's own adapter, which sends a write on a connection of its own.
            return try await session.transport(request)
        }
        return await withDeadline(limit) { await run(api, signIn, transport: transport) { server.requests } }
    }

    /// Signs in with `signIn`, the world's tokens before `prepare` changed anything.
    private func run(
        _ api: FixtureAPI, _ signIn: (accessToken: String, refreshToken: String),
        transport: @escaping Transport, requests: @Sendable () -> [RecordedRequest]
    ) async -> Run {
        let clock = ManualClock(advancesByItself: true)
        let keys = Locked(0)
        var configuration = APIClient.Configuration(transport: transport)
        configuration.policy = RetryPolicy(deadline: nil)
        configuration.clock = clock
        configuration.random = ScriptedRandom(0.5)
        configuration.timeoutPerAttempt = 5
        let open = APIClient(configuration)
        let tokens = TokenStore(credentials: Credentials(accessToken: signIn.accessToken, refreshToken: signIn.refreshToken)) { refreshToken async throws(APIError) in
            try await open.send(API.refresh(refreshToken))
        }
        configuration.auth = tokens
        configuration.makeIdempotencyKey = { keys.withLock { $0 += 1; return "key-\($0)" } }
        let client = APIClient(configuration)
        let outcome = await call(client)
        let received = requests().map { request in
            ([request.method, request.target] + ["Authorization", "Idempotency-Key"].compactMap(request.header)).joined(separator: " ")
        }
        return Run(outcome: outcome, received: comparable(received.sorted()), messagesStored: api.storedMessages.count,
                   nameOfUser1: api.name(of: 1), refreshes: [api.refreshCounts.accepted, api.refreshCounts.refused], waits: clock.sleeps)
    }

    /// The client talks to https://api.example.com; the real transport points it at the server.
    private static func rebase(_ url: URL, onto server: URL) -> URL? {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.scheme = server.scheme
        components?.host = server.host
        components?.port = server.port
        return components?.url
    }
}

/// What a call ended with, as a short text both transports can be compared by.
func shown<Value>(_ body: () async throws(APIError) -> Value, _ describe: (Value) -> String) async -> String {
    do throws(APIError) { return describe(try await body()) } catch { return "failed: \(error)" }
}

extension ProductionFlow {
    static let rateLimited = ProductionFlow(
        name: "a 429 with Retry-After: 2, then the profile",
        prepare: { $0.failNext("GET /users/{id}", with: .status(429, retryAfter: "2")) },
        call: { client in await shown({ () throws(APIError) in try await client.fetchUser(id: 1) }, \.name) },
        expected: "Ada")

    static let noContent = ProductionFlow(
        name: "204 No Content for deleting the avatar",
        prepare: { _ in },
        call: { client in await shown({ () throws(APIError) in try await client.deleteAvatar() }) { "deleted" } },
        expected: "deleted")

    static let renamedNoContent = ProductionFlow(
        name: "a rename the server applied and answered with 204 No Content",
        prepare: { $0.answerUpdatesWithNoContent() },
        call: { client in
            await shown({ () throws(APIError) in try await client.updateName("Ada Lovelace") }) { $0.map { "renamed: \($0.name)" } ?? "renamed, no copy" }
        },
        expected: "renamed, no copy")

    static let droppedMessage = ProductionFlow(
        name: "a 201 retried with its Idempotency-Key after a dropped response",
        prepare: { $0.failNext("POST /messages", with: .dropResponse) },
        call: { client in await shown({ () throws(APIError) in try await client.sendMessage("See you at 5", to: 2) }) { "\($0.id): \($0.text)" } },
        expected: "m1: See you at 5")

    static let refresh = ProductionFlow(
        name: "five screens, an expired token, one refresh",
        prepare: { $0.expireAccessToken() },
        call: { client in
            await withTaskGroup(of: String.self) { group in
                for id in 1...3 {
                    for _ in 0..<(id == 1 ? 3 : 1) {
                        group.addTask { await shown({ () throws(APIError) in try await client.fetchUser(id: id) }, \.name) }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }.sorted().joined(separator: ", ")
            }
        },
        expected: "Ada, Ada, Ada, Bob, Cy",
        // A call that starts after the refresh sends the new token at once: how many 401s the
        // old one collects depends on timing, so those lines are left out.
        comparable: { $0.filter { !$0.hasSuffix("Bearer access-1") } })

    static let followers = ProductionFlow(
        name: "five followers, two to a page",
        prepare: { _ in },
        call: { client in
            var names: [String] = []
            do {
                for try await page in client.followers(of: 1) { names += page.items.map(\.name) }
            } catch {
                return "failed: \(error)"
            }
            return names.joined(separator: ", ")
        },
        expected: "Follower 100, Follower 101, Follower 102, Follower 103, Follower 104")

    /// The profile, then a write whose answer the server drops (it read the write, carried it
    /// out, and closed the connection): on a kept-alive connection, the stale-connection race.
    private static func profileThen(_ write: @escaping @Sendable (APIClient) async -> String) -> @Sendable (APIClient) async -> String {
        { client in
            let profile = await shown({ () throws(APIError) in try await client.fetchUser(id: 1) }, \.name)
            return "\(profile), then \(await write(client))"
        }
    }

    static let droppedRenameOnAKeptAliveConnection = ProductionFlow(
        name: "a rename without a key, its answer dropped, on a connection kept alive after the profile",
        prepare: { $0.failNext("PATCH /users/me", with: .dropResponse) },
        call: profileThen { client in await shown({ () throws(APIError) in try await client.updateName("Ada Lovelace") }) { _ in "renamed" } },
        expected: "Ada, then failed: \(APIError.transport(TransportFailure(URLError(MeasuredURLErrors.emptyReply))))",
        overKeptAliveConnections: true)

    static let droppedMessageOnAKeptAliveConnection = ProductionFlow(
        name: "a message with its key, its answer dropped, on a connection kept alive after the profile",
        prepare: { $0.failNext("POST /messages", with: .dropResponse) },
        call: profileThen { client in
            await shown({ () throws(APIError) in try await client.sendMessage("See you at 5", to: 2) }) { "\($0.id): \($0.text)" }
        },
        expected: "Ada, then m1: See you at 5",
        overKeptAliveConnections: true)

    static let all = [
        rateLimited, noContent, renamedNoContent, droppedMessage, refresh, followers, droppedRenameOnAKeptAliveConnection,
        droppedMessageOnAKeptAliveConnection,
    ]
}
