import Foundation
import KataTestSupport
import KataUtilities
import Production
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What docs/production.md says of the log, the sign-out, the followers loop and the refresh,
/// held to the code (issue 26, item 3).
@Suite("Production: what its page promises")
struct ProductionPageTests {
    static let signIn = Credentials(accessToken: "a1", refreshToken: "r1")

    // MARK: The log

    @Test func anAttemptAnswered503AndRetriedWritesFourLines() async {
        let clock = ManualClock(advancesByItself: true)
        let server = RouteTransport(clock: clock)
        server.on("GET", "/users/1", reply: .http(503, ""), .ok(Fixture.adaJSON))
        let lines = Locked<[String]>([])
        let client = APIClient(transport: server.transport) {
            $0.policy = RetryPolicy(deadline: nil)
            $0.clock = clock
            $0.random = ScriptedRandom(0.5)
            $0.log = RequestLog { line in lines.withLock { $0.append(line) } }
        }

        _ = try? await client.fetchUser(id: 1)

        let written = lines.withLock { $0 }
        #expect(written.map { String($0.prefix(1)) } == ["→", "←", "✕", "…", "→", "←"], "\(written)")
    }

    @Test func aLocationOrALinkHeaderIsNotLogged() async throws {
        let server = RouteTransport()
        server.on("POST", "/messages", reply: .http(
            201, #"{"id": "m-77", "to": 42, "text": "hi"}"#,
            headers: ["location": "/messages/m-77", "Link": "</users/42/messages?cursor=c-9>; rel=\"next\""]))
        let lines = Locked<[String]>([])
        let client = APIClient(transport: server.transport) { $0.log = RequestLog { line in lines.withLock { $0.append(line) } } }

        _ = try await client.sendMessage("hi", to: 42)

        let log = lines.withLock { $0 }.joined(separator: "\n")
        #expect(!log.contains("/messages/m-77") && !log.contains("c-9"), "\(log)")
        #expect(log.contains("Content-Type: application/json"), "the other headers are kept: \(log)")
    }

    // MARK: Typed throws, the followers loop included

    /// Compiles only if iterating `followers(of:)` throws `APIError`: an untyped iterator makes
    /// this function's `for try await` throw `any Error`, which `throws(APIError)` refuses.
    static func names(following id: Int, on client: APIClient) async throws(APIError) -> [String] {
        var names: [String] = []
        for try await page in client.followers(of: id) { names += page.items.map(\.name) }
        return names
    }

    @Test func iteratingTheFollowersThrowsAPIError() async {
        let server = RouteTransport()
        server.on("GET", "/users/1/followers", reply: .http(404, ""))
        let client = APIClient(transport: server.transport)
        let failure: APIError?
        do throws(APIError) {
            _ = try await Self.names(following: 1, on: client)
            failure = nil
        } catch {
            failure = error
        }
        #expect(failure?.httpFailure?.status == 404, "\(String(describing: failure))")
        #expect(PageSequence<User>.Failure.self == APIError.self)
    }

    // MARK: Sign-out

    @Test func aRefusedRefreshTokenClearsTheCachedProfiles() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-signout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = FileProfileCache(directory: folder)
        await cache.save(CachedProfile(user: try JSONDecoder().decode(User.self, from: Data(Fixture.adaJSON.utf8)), savedAt: Date()))
        #expect(await cache.profile(for: 1) != nil)
        let store = TokenStore(credentials: Self.signIn, refresh: { _ throws(APIError) in
            throw .unauthorized(HTTPFailure(status: 401))
        }, onSignOut: { await cache.clear() })

        await #expect(throws: APIError.self) { try await store.refreshedToken(after: "a1") }

        #expect(await !store.isSignedIn)
        #expect(await cache.profile(for: 1) == nil, "signed out by the server, and the profile is still on disk")
    }

    @Test func signingOutClearsTheCachedProfilesOnce() async throws {
        let signOuts = Locked(0)
        let store = TokenStore(credentials: Self.signIn, refresh: { _ throws(APIError) in throw .cancelled },
                               onSignOut: { signOuts.withLock { $0 += 1 } })

        await store.signOut()
        await store.signOut()

        #expect(await !store.isSignedIn)
        #expect(signOuts.withLock { $0 } == 1)
        await #expect(throws: APIError.self) { try await store.currentToken() }
    }

    // MARK: Which refusals sign the user out

    static func refreshFailing(_ status: Int, _ body: String) async -> (signedIn: Bool, signOuts: Int) {
        let signOuts = Locked(0)
        let failure = HTTPFailure(status: status, contentType: "application/json", body: Data(body.utf8))
        let store = TokenStore(credentials: signIn, refresh: { _ throws(APIError) in throw .badStatus(failure) },
                               onSignOut: { signOuts.withLock { $0 += 1 } })
        _ = try? await store.refreshedToken(after: "a1")
        return (await store.isSignedIn, signOuts.withLock { $0 })
    }

    @Test func oauthsInvalidGrantSignsTheUserOut() async {
        let answer = await Self.refreshFailing(400, #"{"error": "invalid_grant", "error_description": "expired"}"#)
        #expect(!answer.signedIn && answer.signOuts == 1)
    }

    @Test(arguments: [
        (400, #"{"error": "invalid_request"}"#),
        (400, "<html>Bad Request</html>"),
        (403, #"{"error": "invalid_grant"}"#),
        (403, "<html>Forbidden by the proxy</html>"),
    ])
    func anyOtherRefusalKeepsTheUserSignedIn(_ status: Int, _ body: String) async {
        let answer = await Self.refreshFailing(status, body)
        #expect(answer.signedIn && answer.signOuts == 0, "\(status) \(body)")
    }
}
