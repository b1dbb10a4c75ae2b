import Foundation
import KataTestSupport
import Production
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The small parts, at their edges: what the scenarios do not reach.
@Suite("Production: the parts at their edges")
struct PartsTests {
    @Test func mediaTypesCompareByTypeAndSubtypeOnly() {
        #expect(MediaType(" Application/JSON ; charset=utf-8") == .json)
        #expect(MediaType("application/json-seq") != .json)
        #expect(MediaType("json") == nil)
        #expect(MediaType("text/ html") == nil)
        #expect(MediaType("") == nil)
    }

    @Test func jsonIsApplicationJSONOrATypeWithTheJSONSuffix() {
        #expect(MediaType("application/json")?.isJSON == true)
        #expect(MediaType("Application/Problem+JSON")?.isJSON == true)
        #expect(MediaType("application/json-seq")?.isJSON == false)
        #expect(MediaType("text/json+html")?.isJSON == false)
        #expect(MediaType("text/html; note=+json")?.isJSON == false)
    }

    @Test func theBackoffNeverPassesItsCapHoweverLateTheRetry() {
        let backoff = Backoff()
        #expect(backoff.ceiling(beforeRetry: 10_000) == .seconds(8))
        #expect(backoff.ceiling(beforeRetry: -3) == .milliseconds(500))
        #expect(backoff.delay(beforeRetry: 2, fraction: 7) == .seconds(2))
        #expect(backoff.delay(beforeRetry: 2, fraction: -1) == .zero)
    }

    @Test func aRetryAfterTooLongForAnIntIsStillAVeryLongWait() throws {
        let wait = try #require(RetryAfter.delay(from: "99999999999999999999999", now: Date()))
        #expect(wait > .seconds(60))
    }

    @Test func onlyGetPutAndDeleteAreIdempotent() {
        #expect(HTTPMethod.allCases.filter(\.isIdempotent) == [.get, .put, .delete])
    }

    @Test(arguments: [
        (0, "Last updated just now"), (59, "Last updated just now"), (60, "Last updated 1 minute ago"),
        (300, "Last updated 5 minutes ago"), (7200, "Last updated 2 hours ago"), (259_200, "Last updated 3 days ago"),
        (-30, "Last updated just now"),
    ])
    func lastUpdatedSaysHowOld(seconds: Int, text: String) {
        let saved = FixedNow.backToTheFuture.date
        #expect(LastUpdated.text(savedAt: saved, now: saved.addingTimeInterval(TimeInterval(seconds))) == text)
    }

    @Test func theFileCacheKeepsAProfileAcrossInstancesAndForgetsItAtSignOut() async {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-cache-\(UUID().uuidString)")
        let ada = CachedProfile(user: User(id: 1, name: "Ada", avatarURL: URL(string: "https://example.com/1.png")!), savedAt: FixedNow.backToTheFuture.date)
        await FileProfileCache(directory: folder).save(ada)
        let reopened = FileProfileCache(directory: folder)
        #expect(await reopened.profile(for: 1) == ada)
        #expect(await reopened.profile(for: 2) == nil)
        await reopened.clear()
        #expect(await reopened.profile(for: 1) == nil)
    }

    @Test func everyRequestCarriesItsHeadersAndItsTimeoutAsAProperty() async throws {
        let server = RouteTransport()
        server.on("POST", "/messages", reply: .http(201, #"{"id": "m1", "to": 2, "text": "Hi"}"#))
        let tokens = TokenStore(credentials: Credentials(accessToken: "a1", refreshToken: "r1")) { _ throws(APIError) in throw .cancelled }
        let client = APIClient(transport: server.transport) {
            $0.auth = tokens
            $0.makeIdempotencyKey = { "k1" }
        }
        _ = try await client.sendMessage("Hi", to: 2)
        let request = try #require(server.received.first)
        #expect(request.header("Authorization") == "Bearer a1")
        #expect(request.header("Idempotency-Key") == "k1")
        #expect(request.header("Content-Type") == "application/json")
        #expect(request.header("Accept") == "application/json")
        #expect(request.request.timeoutInterval == 15)
        #expect(try JSONDecoder().decode(MessageDraft.self, from: request.body) == MessageDraft(to: 2, text: "Hi"))
    }

    @Test func theRefreshEndpointCarriesNoAccessToken() async throws {
        let server = RouteTransport()
        server.on("POST", "/auth/refresh", reply: .ok(#"{"access_token": "a2", "refresh_token": "r2"}"#))
        let client = APIClient(transport: server.transport)
        #expect(try await client.send(API.refresh("r1")) == Credentials(accessToken: "a2", refreshToken: "r2"))
        #expect(server.received.first?.header("Authorization") == nil)
    }

    @Test func aRefreshThatFailsOnTheWayKeepsTheUserSignedIn() async throws {
        let store = TokenStore(credentials: Credentials(accessToken: "a1", refreshToken: "r1")) { _ throws(APIError) in
            throw .transport(TransportFailure(URLError(.timedOut)))
        }
        await #expect(throws: APIError.self) { try await store.refreshedToken(after: "a1") }
        #expect(await store.isSignedIn)
        #expect(try await store.currentToken() == "a1")
    }

    @Test func nobodySignedInIsUnauthorizedBeforeAnyRequest() async {
        let server = RouteTransport()
        let store = TokenStore(credentials: nil) { _ throws(APIError) in throw .cancelled }
        let client = APIClient(transport: server.transport) { $0.auth = store }
        await #expect(throws: APIError.self) { try await client.fetchUser(id: 1) }
        #expect(server.received.isEmpty)
    }

    @Test func theRateLimitGateOpensWhenItsTimeHasCome() async {
        let clock = ManualClock()
        let gate = RateLimitCoordinator(clock: clock)
        #expect(await gate.waitBeforeSending() == .zero)
        await gate.holdRequests(for: .seconds(5))
        await gate.holdRequests(for: .seconds(2))
        clock.advance(by: .seconds(1))
        #expect(await gate.waitBeforeSending() == .seconds(4))
        clock.advance(by: .seconds(4))
        #expect(await gate.waitBeforeSending() == .zero)
    }

    @Test func aSearchWithNoTextSendsNothingAndShowsNothing() async {
        let server = RouteTransport()
        await MainActor.run {
            let model = SearchViewModel(client: APIClient(transport: server.transport), clock: ManualClock())
            #expect(model.queryChanged("   ") == nil)
            #expect(model.state == .idle)
        }
        #expect(server.received.isEmpty)
    }
}
