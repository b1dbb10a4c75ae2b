import Foundation
import KataTestSupport
import Production
import KataUtilities

/// Users signed out in bursts: many 401s at once, and a server that rotates refresh tokens.
public enum TokenRefreshScenarios {
    public static let all: [Scenario<TokenStoreFactory>] = [
        tenAtOnce, alreadyReplaced, currentOnEveryAttempt, failedRefresh, offlineRefresh, nextExpiry,
    ]
    public static let stress: [Scenario<TokenStoreFactory>] = [thousandAtOnce]
    /// The client's side of the same story, with the client as the subject and `Production`'s
    /// `TokenStore` as the store: for a learner's whole client.
    public static let throughTheClient: [Scenario<ClientFactory>] = [clientAsksOnEveryAttempt, clientRefreshesOnce]
    /// A call waiting on a refresh, through a whole client: no wait outlasts the call's deadline
    /// or its cancellation. What they hold to it is `Production`'s `TokenStore`, which every
    /// client here is given, so they are not in the grade-4 capstone's list.
    public static let waitingOnTheRefresh: [Scenario<ClientFactory>] = [refreshPastTheDeadline, cancelledDuringTheRefresh]

    static let signIn = Credentials(accessToken: "access-1", refreshToken: "refresh-1")
    static let refreshed = Credentials(accessToken: "access-2", refreshToken: "refresh-2")

    /// Red for: a Bool isRefreshing: the calls that find it set retry with the old token, get 401 again, and are signed out
    /// Red for: the refresh task stored after an await: two callers both see none and both refresh
    /// Red for: a refresh per 401: the second refresh uses a dead refresh token, and the user is signed out
    static let tenAtOnce = Scenario<TokenStoreFactory>(
        "token.ten-at-once", .tokenRefresh, "ten screens that get a 401 together cause one refresh, and all ten load"
    ) { factory in
        await concurrent401s(factory, calls: 10)
    }

    /// Red for: any store that lets two refreshes start
    static let thousandAtOnce = Scenario<TokenStoreFactory>(
        "token.thousand-at-once", .tokenRefresh, "1,000 concurrent calls that all get a 401 make exactly one refresh"
    ) { factory in
        await concurrent401s(factory, calls: 1000)
    }

    /// Red for: refreshing on every 401: a request that left before the refresh comes back 401 and refreshes again, with a dead token
    static let alreadyReplaced = Scenario<TokenStoreFactory>(
        "token.already-replaced", .tokenRefresh, "a late 401 for a token already replaced causes no refresh"
    ) { factory in
        let refresh = RotatingRefresh()
        let store = factory(signIn, refresh.call)
        let first = await AsyncCall.outcome { try await store.refreshedToken(after: "access-1") }
        let late = await AsyncCall.outcome { try await store.refreshedToken(after: "access-1") }
        return [
            Check(first.value == "access-2", "The first 401 for access-1 got \(first); it must get the refreshed token access-2"),
            Check(late.value == "access-2" && refresh.calls == 1,
                  "A second 401, from a request sent with access-1 before the refresh, got \(late) after \(refresh.calls) refreshes: access-1 was already replaced, so it gets access-2 and no refresh"),
        ]
    }

    /// Red for: the token read once per call: a retry after another screen's refresh goes out with the dead token
    static let currentOnEveryAttempt = Scenario<TokenStoreFactory>(
        "token.current-on-every-attempt", .tokenRefresh, "a retry carries the token current at that moment"
    ) { factory in
        await currentOnEveryAttempt(store: factory, client: { $0.productionClient() })
    }

    /// Red for: the token read once per call, before the retries: a retry after another screen's refresh goes out with the dead token
    static let clientAsksOnEveryAttempt = Scenario<ClientFactory>(
        "token.client-every-attempt", .tokenRefresh, "the client asks for the current token on every attempt, retries included"
    ) { factory in
        await currentOnEveryAttempt(store: { TokenStore(credentials: $0, refresh: $1) }, client: factory)
    }

    /// A profile that fails once with 503 and retries; while it waits, another screen's 401 makes
    /// the store refresh. The retry must go out with the new token.
    static func currentOnEveryAttempt(store makeStore: TokenStoreFactory, client makeClient: ClientFactory) async -> [Check] {
        let rig = Rig()
        let refresh = RotatingRefresh()
        let store = makeStore(signIn, refresh.call)
        rig.server.on("GET", "/users/*") { request in
            request.header("Authorization") == "Bearer access-2" ? .ok(Fixture.adaJSON) : .http(401, "")
        }
        rig.server.on("GET", "/users/1", reply: .http(503, ""), .ok(Fixture.adaJSON))
        let client = makeClient(rig.seams(tokens: store))
        let retrying = Started { try await client.fetchUser(id: 1) }
        _ = await rig.clock.waitForSleepers(1, within: Waits.bound)
        let other = await AsyncCall.outcome { try await client.fetchUser(id: 2) }
        rig.clock.advanceToNextWakeUp()
        let ended = await retrying.end()
        let retry = rig.server.received("GET", "/users/1").dropFirst().first?.header("Authorization")
        return [
            Check(other.value != nil && refresh.calls == 1, "Another screen's 401 was cured by a refresh: it \(other) after \(refresh.calls) refresh(es)"),
            Check(retry == "Bearer access-2" && ended.value != nil,
                  "The profile's retry, after that refresh, carried \(retry ?? "no token") and \(ended): it must ask for the current token, access-2"),
        ]
    }

    /// Red for: a 401 reported at once: every expired token signs the user out
    /// Red for: the retry sent with the token the server just refused
    /// Red for: a refresh for every 401 of the same call: a server that keeps refusing gets a refresh per attempt
    static let clientRefreshesOnce = Scenario<ClientFactory>(
        "token.client-refresh-once", .tokenRefresh, "a 401 gets one refresh and one retry with the new token; a second 401 is reported"
    ) { factory in
        let rig = Rig()
        let refreshes = Locked(0)
        // Every refresh succeeds, with the next pair of tokens.
        let store = TokenStore(credentials: signIn) { _ throws(APIError) in
            let count = refreshes.withLock { $0 += 1; return $0 }
            return Credentials(accessToken: "access-\(count + 1)", refreshToken: "refresh-\(count + 1)")
        }
        rig.server.on("GET", "/users/1") { request in
            request.header("Authorization") == "Bearer access-2" ? .ok(Fixture.adaJSON) : .http(401, "")
        }
        rig.server.on("GET", "/users/2", reply: .http(401, ""))
        let client = factory(rig.seams(tokens: store))
        let loaded = await AsyncCall.outcome { try await client.fetchUser(id: 1) }
        let sent = rig.server.received("GET", "/users/1").map { $0.header("Authorization") ?? "no token" }
        let afterFirst = refreshes.withLock { $0 }
        let refused = await AsyncCall.outcome { try await client.fetchUser(id: 2) }
        let requests = rig.server.received("GET", "/users/2").count
        let more = refreshes.withLock { $0 } - afterFirst
        return [
            Check(loaded.value?.name == "Ada" && sent == ["Bearer access-1", "Bearer access-2"] && afterFirst == 1,
                  "The token had expired: the profile \(loaded), sent with \(sent), after \(afterFirst) refresh(es); one refresh, then the retry with access-2"),
            Check(refused.failure == .unauthorized && requests == 2 && more == 1,
                  "A profile the server refuses whatever the token: the call \(refused) after \(requests) request(s) and \(more) refresh(es); one refresh and one retry, then unauthorized"),
        ]
    }

    /// Red for: waiters left hanging when the refresh throws
    /// Red for: each waiter retrying the refresh with the dead token
    static let failedRefresh = Scenario<TokenStoreFactory>(
        "token.failed-refresh", .tokenRefresh, "a refused refresh gives every waiting call its error, once, and signs the user out"
    ) { factory in
        let rig = Rig()
        let refresh = RotatingRefresh(refuseAll: true, waitFor: rig.server, requests: 5)
        let store = factory(signIn, refresh.call)
        rig.server.on("GET", "/users/*", reply: .http(401, ""))
        let client = rig.seams(tokens: store).productionClient()
        let calls = (1...5).map { id in Started { try await client.fetchUser(id: id) } }
        var ends: [Outcome<User>] = []
        for call in calls { ends.append(await call.end()) }
        let afterwards = await AsyncCall.outcome { try await client.fetchUser(id: 1) }
        return [
            Check(ends.allSatisfy { $0.failure == .unauthorized } && refresh.calls == 1,
                  "Five calls got a 401 and the one refresh was refused: the calls ended \(Set(ends.map(\.description)).sorted().joined(separator: "; ")), after \(refresh.calls == 1 ? "1 refresh" : "\(refresh.calls) refreshes"); each must get the refresh's error, unauthorized"),
            Check(afterwards.failure == .unauthorized && refresh.calls == 1 && rig.server.received.count == 5,
                  "After the refusal, the next call \(afterwards), after \(refresh.calls == 1 ? "1 refresh" : "\(refresh.calls) refreshes") and \(rig.server.received.count) requests in all: the user is signed out, so it fails at once without a request"),
        ]
    }

    /// Red for: every failed refresh signs the user out: a train goes into a tunnel, and the user must sign in again
    /// Red for: the failed refresh kept: back online, every call gets the offline error again
    static let offlineRefresh = Scenario<TokenStoreFactory>(
        "token.offline-refresh", .tokenRefresh, "a refresh that fails because the phone is offline keeps the user signed in, and the next call refreshes"
    ) { factory in
        let rig = Rig()
        let offline = Locked(true)
        let refreshes = Locked(0)
        // The refresh token is good: the server never saw it while the phone was offline.
        let store = factory(signIn) { refreshToken throws(APIError) in
            refreshes.withLock { $0 += 1 }
            if offline.withLock({ $0 }) { throw .transport(TransportFailure(URLError(.notConnectedToInternet))) }
            guard refreshToken == signIn.refreshToken else { throw .unauthorized(HTTPFailure(status: 401)) }
            return refreshed
        }
        rig.server.on("GET", "/users/*") { request in
            request.header("Authorization") == "Bearer access-2" ? .ok(Fixture.adaJSON) : .http(401, "")
        }
        let client = rig.seams(tokens: store).productionClient()
        let inTheTunnel = await AsyncCall.outcome { try await client.fetchUser(id: 1) }
        offline.withLock { $0 = false }
        let outside = await AsyncCall.outcome { try await client.fetchUser(id: 1) }
        let count = refreshes.withLock { $0 }
        return [
            Check(inTheTunnel.failure == .transport(.notConnectedToInternet),
                  "The token had expired, and the phone was offline when the store tried to refresh it: the profile \(inTheTunnel); it must fail as offline, so the screen says so"),
            Check(outside.value?.name == "Ada" && count == 2,
                  "Back online, the next profile \(outside), after \(count) refresh attempt(s) in all: the refresh token was never spent, so the user must stay signed in and the store refresh again with it"),
        ]
    }

    /// Red for: the finished refresh kept for ever: an hour later the store hands back the token the server has just refused, and the user is signed out
    static let nextExpiry = Scenario<TokenStoreFactory>(
        "token.next-expiry", .tokenRefresh, "an hour later, when the refreshed token expires in turn, a 401 refreshes again"
    ) { factory in
        let rig = Rig()
        let refreshes = Locked(0)
        // The server rotates: refresh-n buys access-(n+1) and refresh-(n+1), once.
        let store = factory(signIn) { refreshToken throws(APIError) in
            let count = refreshes.withLock { $0 += 1; return $0 }
            guard refreshToken == "refresh-\(count)" else { throw .unauthorized(HTTPFailure(status: 401)) }
            return Credentials(accessToken: "access-\(count + 1)", refreshToken: "refresh-\(count + 1)")
        }
        let valid = Locked("access-2")
        rig.server.on("GET", "/users/*") { request in
            request.header("Authorization") == "Bearer \(valid.withLock { $0 })" ? .ok(Fixture.adaJSON) : .http(401, "")
        }
        let client = rig.seams(tokens: store).productionClient()
        let first = await AsyncCall.outcome { try await client.fetchUser(id: 1) }
        let afterFirst = refreshes.withLock { $0 }
        rig.clock.advance(by: .seconds(3600))
        valid.withLock { $0 = "access-3" }
        let later = await AsyncCall.outcome { try await client.fetchUser(id: 1) }
        let more = refreshes.withLock { $0 } - afterFirst
        let sent = rig.server.received.dropFirst(2).map { $0.header("Authorization") ?? "no token" }
        return [
            Check(first.value?.name == "Ada" && afterFirst == 1,
                  "The token had expired: the profile \(first) after \(afterFirst) refresh(es); one refresh, for access-2"),
            Check(later.value?.name == "Ada" && more == 1 && sent == ["Bearer access-2", "Bearer access-3"],
                  "An hour later access-2 expired in turn: the profile \(later), sent with \(sent), after \(more) more refresh(es); the store must refresh again, for access-3, not hand back the token the server has just refused"),
        ]
    }

    /// `calls` profiles at once, all with an expired token; the refresh is held until every first
    /// request has had its 401, so they all need it.
    static func concurrent401s(_ factory: TokenStoreFactory, calls: Int) async -> [Check] {
        let rig = Rig()
        let refresh = RotatingRefresh(waitFor: rig.server, requests: calls)
        let store = factory(signIn, refresh.call)
        rig.server.on("GET", "/users/*") { request in
            request.header("Authorization") == "Bearer access-2" ? .ok(Fixture.adaJSON) : .http(401, "")
        }
        let client = rig.seams(tokens: store).productionClient()
        let loaded = await withTaskGroup(of: Bool.self) { group in
            for id in 1...calls { group.addTask { (try? await client.fetchUser(id: id)) != nil } }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        let stale = rig.server.received.dropFirst(calls).filter { $0.header("Authorization") != "Bearer access-2" }.count
        return [
            Check(refresh.calls == 1, "\(calls) screens got a 401 together and the app refreshed the token \(refresh.calls) times: it must be once. The server rotates refresh tokens, so every refresh after the first is refused and signs the user out"),
            Check(loaded == calls, "\(loaded) of \(calls) screens loaded; the other \(calls - loaded) users were shown \"sign in again\""),
            Check(stale == 0, "\(stale) retries went out with the old token: after the refresh, every retry must carry the new one"),
        ]
    }
}

extension TokenRefreshScenarios {
    /// Red for: the refresh task's value awaited as it is: cancellation does not reach an unstructured task, so the call waits for the refresh to end
    static let refreshPastTheDeadline = Scenario<ClientFactory>(
        "deadline.refresh-wait", .deadline, "a call waiting on a token refresh ends at its deadline, not when the refresh does"
    ) { factory in
        let (rig, refresh, client) = expiredTokenRig(factory, deadline: .seconds(10))
        let call = Started { try await client.fetchUser(id: 1) }
        let waiting = await refresh.waitUntilStarted()
        _ = await rig.clock.waitForSleepers(1, within: Waits.bound)
        rig.clock.advance(by: .seconds(10))
        let ended = await call.end()
        refresh.release()
        return [
            Check(waiting, "The token had expired, but no refresh started: nothing was tested"),
            Check(ended.failure == .deadlineExceeded,
                  "The refresh was still running when the 10 s deadline passed: the call \(ended); it must end with the deadline exceeded, not wait for the refresh"),
        ]
    }

    /// Red for: the refresh task's value awaited as it is: cancellation does not reach an unstructured task, so the call waits for the refresh to end
    /// Red for: the shared refresh cancelled with the one call: every other screen waiting on it fails too
    static let cancelledDuringTheRefresh = Scenario<ClientFactory>(
        "cancellation.refresh-wait", .cancellation, "a call cancelled while it waits on a token refresh ends as cancelled at once, and the refresh goes on for the next call"
    ) { factory in
        let (_, refresh, client) = expiredTokenRig(factory, deadline: nil)
        let call = Started { try await client.fetchUser(id: 1) }
        let waiting = await refresh.waitUntilStarted()
        call.cancel()
        let ended = await call.end()
        refresh.release()
        let next = await AsyncCall.outcome { try await client.fetchUser(id: 1) }
        return [
            Check(waiting, "The token had expired, but no refresh started: nothing was tested"),
            Check(ended.failure == .cancelled, "The screen went away while its call waited on the refresh: the call \(ended); it must end as cancelled at once"),
            Check(next.value?.name == "Ada" && refresh.calls == 1,
                  "Then the refresh finished, and the next profile \(next) after \(refresh.calls) refresh(es); it must load with the refreshed token, one refresh in all"),
        ]
    }

    /// A client from `factory`, signed in with a token that has expired (the profile answers 401
    /// to access-1), over a rig; its token store's refresh holds until released.
    private static func expiredTokenRig(_ factory: ClientFactory, deadline: Duration?) -> (Rig, HeldRefresh, any ClientUnderTest) {
        let rig = Rig()
        let refresh = HeldRefresh()
        let store = TokenStore(credentials: signIn) { _ throws(APIError) in await refresh.run() }
        rig.server.on("GET", "/users/1") { request in
            request.header("Authorization") == "Bearer access-2" ? .ok(Fixture.adaJSON) : .http(401, "")
        }
        return (rig, refresh, factory(rig.seams(tokens: store, deadline: deadline)))
    }
}

/// A refresh that holds until the scenario releases it (at most twice `Waits.bound`), then
/// hands out the refreshed tokens.
final class HeldRefresh: Sendable {
    private let started = Arrival<Void>()
    private let released = Arrival<Void>()
    private let count = Locked(0)

    var calls: Int { count.withLock { $0 } }

    func run() async -> Credentials {
        count.withLock { $0 += 1 }
        started.deliver(())
        _ = await released.value(within: Waits.bound * 2)
        return TokenRefreshScenarios.refreshed
    }

    /// Whether a refresh started within `Waits.bound`.
    func waitUntilStarted() async -> Bool { await started.value(within: Waits.bound) != nil }

    func release() { released.deliver(()) }
}

/// The server's refresh endpoint: accepts refresh-1 once, for access-2 and refresh-2, and refuses
/// a refresh token it has already rotated.
final class RotatingRefresh: Sendable {
    private let state = Locked((calls: 0, used: false))
    private let refuseAll: Bool
    private let waitFor: RouteTransport?
    private let requests: Int

    /// - Parameters:
    ///   - refuseAll: refuse even the first refresh.
    ///   - waitFor: hold each refresh until this server has seen `requests` requests.
    init(refuseAll: Bool = false, waitFor: RouteTransport? = nil, requests: Int = 0) {
        self.refuseAll = refuseAll
        self.waitFor = waitFor
        self.requests = requests
    }

    var calls: Int { state.withLock { $0.calls } }

    var call: TokenStore.Refresh {
        { refreshToken async throws(APIError) in try await self.refresh(refreshToken) }
    }

    private func refresh(_ refreshToken: String) async throws(APIError) -> Credentials {
        state.withLock { $0.calls += 1 }
        if let waitFor { _ = await waitFor.waitForRequests(requests, within: Waits.bound) }
        let accepted = state.withLock { state in
            defer { state.used = true }
            return !refuseAll && !state.used && refreshToken == TokenRefreshScenarios.signIn.refreshToken
        }
        guard accepted else { throw .unauthorized(HTTPFailure(status: 401)) }
        return TokenRefreshScenarios.refreshed
    }
}
