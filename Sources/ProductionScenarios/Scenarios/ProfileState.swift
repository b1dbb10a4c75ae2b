import Foundation
import KataTestSupport
import Production
import KataUtilities

/// The profile screen's state enum: loading, loaded, and failures the screen can act on.
public enum ProfileStateScenarios {
    public static let all: [Scenario<ProfileModelFactory>] = [loads, reasons, cancelledShowsNothing]

    static let loads = Scenario<ProfileModelFactory>(
        "profile.loads", .profileState, "loading, then the profile",
        refuses: ["no loading state: the screen shows stale text while it waits"]
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

    static let reasons = Scenario<ProfileModelFactory>(
        "profile.reasons", .profileState, "each failure as a reason the screen can act on",
        refuses: ["one generic error state: the screen cannot offer \"sign in\", \"try again at 07:28:30\" or the offline copy"]
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

    static let cancelledShowsNothing = Scenario<ProfileModelFactory>(
        "profile.cancelled", .profileState, "a load cancelled, because the screen went away or a newer load replaced it, shows nothing new",
        refuses: ["showing cancellation as a failure: an error flashes as the user leaves",
                  "showing a reply that won the race with the cancel: the profile is written after the user left",
                  "a second load that leaves the first running: the older answer, arriving last, replaces the newer",
                  "no Task.isCancelled check in the catch: a cancelled load's late failure (a 500) replaces the newer load's profile, or shows after the user left"]
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
            + (await lateReply(factory)) + (await reload(factory)) + (await lateFailures(factory))
    }

    /// A cancelled load whose request the server fails anyway: a 500 already on its way is a
    /// status, not a cancellation, so `FailureReason` has a reason for it (`.server`). Only the
    /// task knows that nobody is waiting for it.
    @MainActor
    static func lateFailures(_ factory: ProfileModelFactory) async -> [Check] {
        // Pull to refresh while the first load is slow; the first then fails.
        let rig = Rig()
        let olderAnswer = AnswerOnItsWay()
        let calls = Locked(0)
        rig.server.on("GET", "/users/1") { _ in
            guard calls.withLock({ count in count += 1; return count }) == 1 else { return .ok(Fixture.adaJSON) }
            await olderAnswer.hold()
            return .http(500, Fixture.outageHTML)
        }
        let model = factory(rig.seams(maxAttempts: 1), MemoryProfileCache(), 1)
        let first = model.load()
        await olderAnswer.waitUntilHeld()
        let second = model.load()
        let newer = await finishes { await second.value }
        olderAnswer.release()
        let older = await finishes { await first.value }
        let afterReload = model.state

        // The screen went away; the server's 500 beat the cancel.
        let leaving = Rig()
        let answer = AnswerOnItsWay()
        leaving.server.on("GET", "/users/1") { _ in
            await answer.hold()
            return .http(500, Fixture.outageHTML)
        }
        let gone = factory(leaving.seams(maxAttempts: 1), MemoryProfileCache(), 1)
        let load = gone.load()
        await answer.waitUntilHeld()
        gone.cancel()
        answer.release()
        let ended = await finishes { await load.value }
        return [
            Check(newer && older && afterReload.loadedName == "Ada",
                  "The user pulled to refresh while the first load was slow; the newer load showed Ada, then the older one failed with a 500, and the screen showed \(afterReload): a replaced load's failure must not replace the newer profile"),
            Check(ended && !gone.state.isFailure,
                  "The screen went away while its profile loaded; a 500 beat the cancel, and the gone screen then showed \(gone.state): a cancelled load shows nothing new, not even its failure"),
        ]
    }

    /// The reply was already on its way when the screen went away: the transport answers anyway,
    /// as URLSession does when the bytes beat the cancel.
    @MainActor
    static func lateReply(_ factory: ProfileModelFactory) async -> [Check] {
        let rig = Rig()
        let answer = AnswerOnItsWay()
        rig.server.on("GET", "/users/1") { _ in
            await answer.hold()
            return .ok(Fixture.adaJSON)
        }
        let model = factory(rig.seams(maxAttempts: 1), MemoryProfileCache(), 1)
        let load = model.load()
        await answer.waitUntilHeld()
        model.cancel()
        answer.release()
        let ended = await finishes { await load.value }
        return [Check(ended && model.state.loadedName == nil && !model.state.isFailure,
                      "The screen went away while its profile loaded; the answer beat the cancel, and the gone screen then showed \(model.state): it must show nothing new")]
    }

    /// Pull to refresh while the first load is slow: the newer answer is the one that stays.
    @MainActor
    static func reload(_ factory: ProfileModelFactory) async -> [Check] {
        let rig = Rig()
        let olderAnswer = AnswerOnItsWay()
        let calls = Locked(0)
        rig.server.on("GET", "/users/1") { _ in
            guard calls.withLock({ count in count += 1; return count }) == 1 else {
                return .ok(#"{"id": 1, "name": "Ada Lovelace", "avatar_url": "https://example.com/ada.png"}"#)
            }
            await olderAnswer.hold()
            return .ok(Fixture.adaJSON)
        }
        let model = factory(rig.seams(maxAttempts: 1), MemoryProfileCache(), 1)
        let first = model.load()
        // The first request is being answered before the second load starts: it is the older.
        await olderAnswer.waitUntilHeld()
        let second = model.load()
        let newer = await finishes { await second.value }
        olderAnswer.release()
        let older = await finishes { await first.value }
        return [Check(newer && older && model.state.loadedName == "Ada Lovelace",
                      "The user pulled to refresh while the first load was slow; the newer answer said \"Ada Lovelace\", the older one \"Ada\" came last, and the screen showed \(model.state): the newer load replaces the older")]
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
