import Foundation
import KataTestSupport
import Production
import KataUtilities

/// The profile screen's state enum: loading, loaded, and failures the screen can act on.
public enum ProfileStateScenarios {
    public static let all: [Scenario<ProfileModelFactory>] = [loads, reasons, cancelledShowsNothing]

    /// Red for: no loading state: the screen shows stale text while it waits
    static let loads = Scenario<ProfileModelFactory>(
        "profile.loads", .profileState, "loading, then the profile"
    ) { factory in
        await loads(factory)
    }

    @MainActor
    static func loads(_ factory: ProfileModelFactory) async -> [Check] {
        let rig = Rig()
        rig.server.on("GET", "/users/1", reply: .ok(Fixture.adaJSON))
        let model = factory(rig.seams(maxAttempts: 1), MemoryProfileCache(), 1)
        let load = model.load()
        let during = model.state
        let loaded = await finishes { await load.value }
        return [
            Check(during == .loading, "Right after load() the screen showed \(during); it must show loading"),
            Check(loaded && model.state.loadedName == "Ada", "After the profile arrived the screen showed \(model.state); it must show Ada"),
        ]
    }

    /// Red for: one generic error state: the screen cannot offer "sign in", "try again at 07:28:30" or the offline copy
    static let reasons = Scenario<ProfileModelFactory>(
        "profile.reasons", .profileState, "each failure as a reason the screen can act on"
    ) { factory in
        await reasons(factory)
    }

    @MainActor
    static func reasons(_ factory: ProfileModelFactory) async -> [Check] {
        let start = FixedNow.backToTheFuture.date
        let cases: [(String, Reply, FailureReason)] = [
            ("no network", .failure(.notConnectedToInternet), .offline),
            ("a 500", .http(500, Fixture.outageHTML), .server),
            ("a 429 with Retry-After: 30", .http(429, "", headers: ["Retry-After": "30"]), .rateLimited(until: start.addingTimeInterval(30))),
            ("a 401 the refresh could not cure", .http(401, ""), .signInNeeded),
        ]
        var checks: [Check] = []
        for (what, reply, expected) in cases {
            let rig = Rig()
            rig.server.on("GET", "/users/1", reply: reply)
            let tokens = TokenStore(credentials: Credentials(accessToken: "a", refreshToken: "r")) { _ throws(APIError) in
                throw .unauthorized(HTTPFailure(status: 401))
            }
            let model = factory(rig.seams(tokens: tokens, maxAttempts: 1), MemoryProfileCache(), 1)
            let load = model.load()
            _ = await finishes { await load.value }
            checks.append(Check(model.state == .failed(expected), "After \(what) the screen showed \(model.state); it must show failed(\(expected))"))
        }
        return checks
    }

    /// Red for: showing cancellation as a failure: an error flashes as the user leaves
    /// Red for: showing a reply that won the race with the cancel: the profile is written after the user left
    /// Red for: a second load that leaves the first running: the older answer, arriving last, replaces the newer
    /// Red for: no Task.isCancelled check in the catch: a cancelled load's late failure (a 500) replaces the newer load's profile, or shows after the user left
    static let cancelledShowsNothing = Scenario<ProfileModelFactory>(
        "profile.cancelled", .profileState, "a load cancelled, because the screen went away or a newer load replaced it, shows nothing new"
    ) { factory in
        await cancelled(factory)
    }

    @MainActor
    static func cancelled(_ factory: ProfileModelFactory) async -> [Check] {
        let rig = Rig()
        rig.server.on("GET", "/users/1", reply: .held(.ok(Fixture.adaJSON)))
        let model = factory(rig.seams(maxAttempts: 1), MemoryProfileCache(), 1)
        let load = model.load()
        _ = await rig.server.waitForRequests(1, within: Waits.bound)
        model.cancel()
        let ended = await finishes { await load.value }
        rig.server.releaseHeldReplies()
        return [Check(ended && !model.state.isFailure, "The screen went away while its profile loaded, and then showed \(model.state): a cancelled load shows nothing new")]
            + (await lateReply(factory)) + (await reload(factory))
    }

    /// The reply was already on its way when the screen went away: the transport answers anyway,
    /// as URLSession does when the bytes beat the cancel. A late 500 is a status, not a
    /// cancellation, so `FailureReason` has a reason for it (`.server`): only the task knows that
    /// nobody is waiting for it.
    @MainActor
    static func lateReply(_ factory: ProfileModelFactory) async -> [Check] {
        let success = await goneScreen(factory, lateAnswer: .ok(Fixture.adaJSON))
        let failure = await goneScreen(factory, lateAnswer: .http(500, Fixture.outageHTML))
        return [
            Check(success.ended && success.state.loadedName == nil && !success.state.isFailure,
                  "The screen went away while its profile loaded; the answer beat the cancel, and the gone screen then showed \(success.state): it must show nothing new"),
            Check(failure.ended && !failure.state.isFailure,
                  "The screen went away while its profile loaded; a 500 beat the cancel, and the gone screen then showed \(failure.state): a cancelled load shows nothing new, not even its failure"),
        ]
    }

    /// Pull to refresh while the first load is slow: the newer answer is the one that stays,
    /// whether the older one comes last with a profile or with a failure.
    @MainActor
    static func reload(_ factory: ProfileModelFactory) async -> [Check] {
        let lovelace = #"{"id": 1, "name": "Ada Lovelace", "avatar_url": "https://example.com/ada.png"}"#
        let olderSucceeds = await pullToRefresh(factory, olderAnswer: .ok(Fixture.adaJSON), newerAnswer: .ok(lovelace))
        let olderFails = await pullToRefresh(factory, olderAnswer: .http(500, Fixture.outageHTML), newerAnswer: .ok(Fixture.adaJSON))
        return [
            Check(olderSucceeds.ended && olderSucceeds.state.loadedName == "Ada Lovelace",
                  "The user pulled to refresh while the first load was slow; the newer answer said \"Ada Lovelace\", the older one \"Ada\" came last, and the screen showed \(olderSucceeds.state): the newer load replaces the older"),
            Check(olderFails.ended && olderFails.state.loadedName == "Ada",
                  "The user pulled to refresh while the first load was slow; the newer load showed Ada, then the older one failed with a 500, and the screen showed \(olderFails.state): a replaced load's failure must not replace the newer profile"),
        ]
    }

    /// A load whose answer is on its way when the screen goes away; then the answer arrives.
    @MainActor
    static func goneScreen(_ factory: ProfileModelFactory, lateAnswer: Reply) async -> (ended: Bool, state: ProfileState) {
        let rig = Rig()
        let answer = AnswerOnItsWay()
        rig.server.on("GET", "/users/1") { _ in
            await answer.hold()
            return lateAnswer
        }
        let model = factory(rig.seams(maxAttempts: 1), MemoryProfileCache(), 1)
        let load = model.load()
        await answer.waitUntilHeld()
        model.cancel()
        answer.release()
        let ended = await finishes { await load.value }
        return (ended, model.state)
    }

    /// A first load whose answer is being sent, a second load answered at once, then the first
    /// answer arrives.
    @MainActor
    static func pullToRefresh(
        _ factory: ProfileModelFactory, olderAnswer: Reply, newerAnswer: Reply
    ) async -> (ended: Bool, state: ProfileState) {
        let rig = Rig()
        let older = AnswerOnItsWay()
        let calls = Locked(0)
        rig.server.on("GET", "/users/1") { _ in
            guard calls.withLock({ count in count += 1; return count }) == 1 else { return newerAnswer }
            await older.hold()
            return olderAnswer
        }
        let model = factory(rig.seams(maxAttempts: 1), MemoryProfileCache(), 1)
        let first = model.load()
        // The first request is being answered before the second load starts: it is the older.
        await older.waitUntilHeld()
        let second = model.load()
        let newerEnded = await finishes { await second.value }
        older.release()
        let olderEnded = await finishes { await first.value }
        return (newerEnded && olderEnded, model.state)
    }
}

extension ProfileState {
    var loadedName: String? {
        if case .loaded(let user) = self { return user.name }
        return nil
    }

    var isFailure: Bool {
        if case .failed = self { return true }
        return false
    }
}
