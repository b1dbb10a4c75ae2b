import FixtureServer
import Foundation
import KataTestSupport
import KataUtilities
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A whole client over the real `URLSession`, against the fixture world (`FixtureAPI`) served on
/// 127.0.0.1: the headers and the empty body as a real socket delivers them, not as a fake
/// builds them. Waits run on a clock that moves by itself, so a `Retry-After: 2` takes no real
/// time and is still recorded.
public enum WireScenarios {
    public static let all: [Scenario<ClientFactory>] = [retryAfter, noContent, updateNoContent]

    /// Red for: reading Retry-After from a fake's headers only: the real response's header is not found
    /// Red for: retrying the 429 at once, or not at all
    static let retryAfter = Scenario<ClientFactory>(
        "wire.retry-after", .retryAfter, "over the real URLSession, a 429 with Retry-After: 2 is waited out, then the profile loads"
    ) { factory in
        await overTheWire(factory, prepare: { $0.failNext("GET /users/{id}", with: .status(429, retryAfter: "2")) }) { client in
            try await client.fetchUser(id: 1).name
        } checks: { run in
            [
                Check(run.ended.value == "Ada", "The server answered 429 with Retry-After: 2, then Ada: the call \(run.ended)"),
                Check(run.waits == [.seconds(2)], "The client waited \(run.waits.text) on its clock; the server asked for 2 s, once"),
                Check(run.received == ["GET /users/1 Bearer access-1", "GET /users/1 Bearer access-1"],
                      "The server read \(run.received): the profile twice, each time with the signed-in user's token"),
            ]
        }
    }

    /// Red for: decoding every body: URLSession hands a 204 over as zero bytes, and the decoder refuses them
    static let noContent = Scenario<ClientFactory>(
        "wire.no-content", .validation, "over the real URLSession, 204 No Content for deleting the avatar is a success"
    ) { factory in
        await overTheWire(factory, prepare: { _ in }) { client in
            try await client.deleteAvatar()
            return "deleted"
        } checks: { run in
            [
                Check(run.ended.value == "deleted", "The server answered the avatar's DELETE with 204 No Content: the call \(run.ended); it must succeed"),
                Check(run.received == ["DELETE /users/me/avatar Bearer access-1"], "The server read \(run.received): one DELETE, with the token"),
            ]
        }
    }

    /// The transport under the client, over a real session: what it does with a stale
    /// connection is below any client's retry policy.
    public static let transport: [Scenario<TransportAdapter>] = [staleConnection]

    /// Red for: `session.data(for:)` as the transport: on a reused connection libcurl (Linux) sends the write again by itself, without its body, and the call waits out its timeout
    static let staleConnection = Scenario<TransportAdapter>(
        "wire.stale-connection", .idempotencyKeys,
        "over the real URLSession, a write dropped on a kept-alive connection reaches the server once, and the drop is reported at once"
    ) { adapter in
        let server = FixtureServer(
            keepingConnectionsAlive: .json(#"{"id": 1, "name": "Ada", "avatar_url": null}"#), FixtureResponse(status: 201).with(.disconnectAtStart),
            FixtureResponse(status: 201))
        let baseURL: URL
        do { baseURL = try server.start() } catch {
            return [Check(false, "The fixture server could not start on 127.0.0.1 (\(error)): nothing was tested")]
        }
        let session = WireSession.make()
        defer { session.finishTasksAndInvalidate() }
        let transport = adapter(session)
        var profile = URLRequest(url: baseURL.appendingPathComponent("users/1"))
        profile.timeoutInterval = 5
        var write = URLRequest(url: baseURL.appendingPathComponent("messages"))
        write.httpMethod = "POST"
        write.httpBody = Data(#"{"to": 2, "text": "See you at 5"}"#.utf8)
        // Long enough that "at once" means well before it, on a loaded machine too.
        write.timeoutInterval = 5
        let loaded = (try? await transport(profile)) != nil
        let started = ContinuousClock.now
        let request = write
        let ended = await AsyncCall.outcome { () async throws -> String in
            let (_, response) = try await transport(request)
            return "\((response as? HTTPURLResponse)?.statusCode ?? 0)"
        }
        let took = ContinuousClock.now - started
        // "At once" is well before the 5 s timeout; under the thread sanitizer everything runs
        // slower, and the bound goes up to just below it.
        let atOnce: Duration = ThreadSanitizer.isOn ? .milliseconds(4900) : .milliseconds(2500)
        // Stopped first, so a copy still waiting for its body is counted too.
        server.shutdown()
        let writes = server.requests.filter { $0.method == "POST" }
        let withoutBody = writes.filter { !$0.isComplete }.count
        return [
            Check(loaded, "The profile, the first request on the connection, did not load: nothing was tested"),
            Check(writes.count == 1,
                  "The server read the POST \(writes.count) times (\(withoutBody) of them headers and Content-Length, no body); it closed the connection after reading it once, and nobody retried it"),
            Check(ended.value == nil && !"\(ended)".contains("-1001") && took < atOnce,
                  "The server dropped the POST without answering: the call \(ended) after \(took.text); it must fail at once, not at its 5 s timeout, so the retry policy, not the transport, decides"),
        ]
    }

    /// Red for: the update accepting only 200 with a user: the rename is stored, and the call fails with bad status 204
    /// Red for: decoding a user from the 204's zero bytes: the rename is stored, and the call fails to decode
    static let updateNoContent = Scenario<ClientFactory>(
        "wire.update-no-content", .validation,
        "over the real URLSession, a rename the server applied and answered with 204 No Content is a success"
    ) { factory in
        await overTheWire(factory, prepare: { $0.answerUpdatesWithNoContent() }) { client in
            try await client.updateName("Ada Lovelace").map { "the user \($0.name)" } ?? "no user"
        } checks: { run in
            [
                Check(run.ended.value != nil,
                      "The server applied the rename and answered 204 No Content: the call \(run.ended); "
                      + "it must succeed, or the screen reports a failure for a rename that happened"),
                Check(run.ended.value == nil || run.ended.value == "no user" || run.ended.value == "the user Ada Lovelace",
                      "The 204 sent no user back: the call \(run.ended); it must return no user, or the user as renamed"),
                Check(run.world.name(of: 1) == "Ada Lovelace" && run.received.filter { $0.hasPrefix("PATCH") } == ["PATCH /users/me Bearer access-1"],
                      "The server read \(run.received) and now names user 1 \(run.world.name(of: 1) ?? "nobody"): "
                      + "one PATCH, with the token, renames Ada to Ada Lovelace"),
            ]
        }
    }

    /// What one call over the wire did.
    struct Run: Sendable {
        let ended: Outcome<String>
        /// `METHOD /path Bearer token`, as the server read each request.
        let received: [String]
        let waits: [Duration]
        /// The fixture world after the call, to see what the server stored.
        let world: FixtureAPI
    }

    /// Serves a fresh fixture world on 127.0.0.1, signs in, runs `call` on a client from `factory`
    /// over a `URLSession` of its own, and shuts the server down. Bounded by `Waits.bound`.
    static func overTheWire(
        _ factory: ClientFactory, prepare: (FixtureAPI) -> Void,
        _ call: @escaping @Sendable (any ClientUnderTest) async throws -> String,
        checks: (Run) -> [Check]
    ) async -> [Check] {
        let api = FixtureAPI()
        let signIn = api.credentials
        prepare(api)
        let server = FixtureServer(handler: api.respond)
        let baseURL: URL
        do { baseURL = try server.start() } catch {
            return [Check(false, "The fixture server could not start on 127.0.0.1 (\(error)): nothing was tested")]
        }
        defer { server.shutdown() }
        let session = WireSession.make()
        defer { session.finishTasksAndInvalidate() }
        let clock = ManualClock(advancesByItself: true)
        let tokens = TokenStore(credentials: Credentials(accessToken: signIn.accessToken, refreshToken: signIn.refreshToken)) { _ throws(APIError) in
            throw .unauthorized(nil)
        }
        var configuration = APIClient.Configuration(baseURL: baseURL, transport: session.transport)
        configuration.clock = clock
        configuration.random = ScriptedRandom(0.5)
        configuration.now = clock.wallClock(startingAt: FixedNow.backToTheFuture.date)
        configuration.auth = tokens
        configuration.policy = RetryPolicy(maxAttempts: 3, deadline: nil)
        let seams = ClientSeams(configuration, log: { _ in })
        let client = factory(seams)
        let ended = await AsyncCall.outcome { try await call(client) }
        let received = server.requests.map { request in
            ([request.method, request.target] + (request.header("Authorization").map { [$0] } ?? [])).joined(separator: " ")
        }
        return checks(Run(ended: ended, received: received, waits: clock.sleeps, world: api))
    }
}

/// The wire scenarios' sessions.
enum WireSession {
    /// A session of its own, with nothing cached or stored between scenarios.
    ///
    /// The test process may also run `Broken`'s scenarios, which answer `URLSession.shared`
    /// through a `URLProtocol` registered for the whole process; on Linux, the shared session
    /// takes its protocol classes when it is first made. So the stub is registered first, as the
    /// integration tests do, and this session lists the built-in HTTP handler before it.
    static func make() -> URLSession {
        StubURLProtocol.registerBeforeAnySession()
        return URLSession(configuration: .ephemeral)
    }
}
