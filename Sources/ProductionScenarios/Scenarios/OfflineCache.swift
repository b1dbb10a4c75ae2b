import Foundation
import KataTestSupport
import KataUtilities
import Production

/// Makes the profile screen's model for `userID`, over the seams, keeping its offline copy on
/// disk in `cacheFolder`: a folder the scenario made for it, empty, and deletes afterwards.
public typealias OfflineProfileFactory = @MainActor @Sendable (ClientSeams, _ cacheFolder: URL, _ userID: Int) -> any ProfileScreenModel

extension ProductionSubjects {
    /// `Production`'s ProfileViewModel over a `FileProfileCache` in the folder.
    public static let offlineProfileModel: OfflineProfileFactory = { seams, folder, id in
        ProfileViewModel(userID: id, client: seams.productionClient(), cache: FileProfileCache(directory: folder), now: seams.now)
    }
}

/// The original write-up's follow-up: "Cache the last good response on disk keyed by URL, show
/// it with a 'last updated' label, and refresh in the background." Each scenario but the first
/// holds one wrong answer to it.
public enum OfflineCacheScenarios {
    public static let all: [Scenario<OfflineProfileFactory>] = [lastGoodProfile, noErrorPages, labelByTheClock, labelledAndRefreshed]

    /// Red for: Date() instead of the injected now: the age is wrong, or negative
    /// Red for: an error screen where a copy was at hand
    /// Red for: never refreshing when the network comes back
    /// Red for: a copy kept in memory only: gone when the app starts again
    static let lastGoodProfile = Scenario<OfflineProfileFactory>(
        "offline.last-good-profile", .offlineCache, "offline, the last good profile with \"last updated 5 minutes ago\"; back online, a fresh one, kept on disk"
    ) { factory in
        await inAFolder { await lastGoodProfile(factory, $0) }
    }

    @MainActor
    static func lastGoodProfile(_ factory: OfflineProfileFactory, _ folder: URL) async -> [Check] {
        let (rig, model) = await offlineFiveMinutesLater(factory, folder)
        let start = rig.start
        let offline = model.state
        let label = model.lastUpdated
        rig.server.on("GET", "/users/1", reply: .ok(Fixture.adaLovelaceJSON))
        await settle(model.networkCameBack())
        let back = model.state
        // The app starts again later, offline: a new screen over the same folder.
        rig.clock.advance(by: .seconds(60))
        rig.server.on("GET", "/users/1", reply: .failure(.notConnectedToInternet))
        let relaunched = factory(rig.seams(maxAttempts: 1), folder, 1)
        await settle(relaunched.load())
        return [
            Check(offline == .offline(CachedProfile(user: Fixture.ada, savedAt: start)),
                  "Five minutes after loading Ada, offline, the screen showed \(shown(offline, rig.start)); it must show the copy saved at the first load"),
            Check(label == "Last updated 5 minutes ago", "The copy was labelled \(quoted(label)); it must say \"Last updated 5 minutes ago\" (by the injected clock)"),
            Check(back.loadedName == "Ada Lovelace", "Back online the screen showed \(shown(back, start)); it must show the fresh profile, Ada Lovelace"),
            Check(relaunched.state == .offline(CachedProfile(user: Fixture.adaLovelace, savedAt: start.addingTimeInterval(300))),
                  "The app started again a minute later, offline, and the profile screen showed \(shown(relaunched.state, start)): the fresh profile must be on disk, saved as of the moment it arrived"),
        ]
    }

    /// Red for: a cache that keeps every answer for the URL: a 500's error page, or a Wi-Fi login page sent with 200, replaces the last good profile
    static let noErrorPages = Scenario<OfflineProfileFactory>(
        "offline.no-error-pages", .offlineCache, "the copy shown offline is the last profile the app accepted, never an error page that came after it"
    ) { factory in
        var checks: [Check] = []
        for (what, reply) in [("a 500 with the outage's error page", Reply.http(500, Fixture.outageHTML)),
                              ("a Wi-Fi login page, sent with 200 as text/html", Reply.ok(Fixture.loginPageHTML))] {
            checks += await inAFolder { await noErrorPages(factory, $0, after: what, reply) }
        }
        return checks
    }

    @MainActor
    static func noErrorPages(_ factory: OfflineProfileFactory, _ folder: URL, after what: String, _ reply: Reply) async -> [Check] {
        let rig = Rig()
        rig.server.on("GET", "/users/1", reply: .ok(Fixture.adaJSON))
        let model = factory(rig.seams(maxAttempts: 1), folder, 1)
        await settle(model.load())
        rig.clock.advance(by: .seconds(120))
        rig.server.on("GET", "/users/1", reply: reply)
        await settle(model.load())
        rig.clock.advance(by: .seconds(180))
        rig.server.on("GET", "/users/1", reply: .failure(.notConnectedToInternet))
        await settle(model.load())
        let offline = model.state
        // Ada, however she is shown and dated: the label and the date are the other scenarios'.
        return [Check(offline.shownUser == Fixture.ada,
                      "Ada's profile loaded, then the server answered \(what), and then the phone went offline: the screen showed \(shown(offline, rig.start)), labelled \(quoted(model.lastUpdated)). It must show the last good profile, Ada as loaded 5 minutes before: an answer the app refused is no copy to keep")]
    }

    /// Ada's profile loads, five minutes pass on the injected clock, the phone goes offline, and
    /// the screen loads again: the copy is now all it has.
    @MainActor
    static func offlineFiveMinutesLater(_ factory: OfflineProfileFactory, _ folder: URL) async -> (Rig, any ProfileScreenModel) {
        let rig = Rig()
        rig.server.on("GET", "/users/1", reply: .ok(Fixture.adaJSON))
        let model = factory(rig.seams(maxAttempts: 1), folder, 1)
        await settle(model.load())
        rig.clock.advance(by: .seconds(300))
        rig.server.on("GET", "/users/1", reply: .failure(.notConnectedToInternet))
        await settle(model.load())
        return (rig, model)
    }

    /// Red for: Date() for when the copy was saved, or for now: the label says "just now" for a copy five minutes old, or 4,000 days
    static let labelByTheClock = Scenario<OfflineProfileFactory>(
        "offline.last-updated-by-the-clock", .offlineCache, "\"last updated\" counts from when the copy was saved to now, both by the injected clock"
    ) { factory in
        await inAFolder { await labelByTheClock(factory, $0) }
    }

    @MainActor
    static func labelByTheClock(_ factory: OfflineProfileFactory, _ folder: URL) async -> [Check] {
        let (rig, model) = await offlineFiveMinutesLater(factory, folder)
        let screen = model.state
        let fiveMinutes = model.lastUpdated
        // The copy stays on screen while time passes: the label is worked out when it is read.
        rig.clock.advance(by: .seconds(2 * 3600))
        let twoHours = model.lastUpdated
        let dated = screen == .offline(CachedProfile(user: Fixture.ada, savedAt: rig.start))
        return [
            Check(fiveMinutes == "Last updated 5 minutes ago" && dated,
                  "Five minutes after Ada's profile was saved, offline, the screen showed \(shown(screen, rig.start)) labelled \(quoted(fiveMinutes)); it must say \"Last updated 5 minutes ago\", the copy dated when it arrived by the app's clock (the injected now), not the device's"),
            Check(twoHours == "Last updated 2 hours ago",
                  "Two hours later, with the copy still on screen, the label read \(quoted(twoHours)); it must say \"Last updated 2 hours ago\", now read from the injected clock each time"),
        ]
    }

    /// Red for: the stale copy shown as if it were fresh (served by the cache in the network's place): no label, and no way to know it is old
    /// Red for: no refresh when the network comes back: the copy stays stale
    /// Red for: a refresh in the foreground: the copy gives way to a spinner until the fresh profile arrives
    static let labelledAndRefreshed = Scenario<OfflineProfileFactory>(
        "offline.labelled-and-refreshed", .offlineCache, "a stale copy is shown as one, with its label, and refreshed behind it when the network comes back"
    ) { factory in
        await inAFolder { await labelledAndRefreshed(factory, $0) }
    }

    @MainActor
    static func labelledAndRefreshed(_ factory: OfflineProfileFactory, _ folder: URL) async -> [Check] {
        let (rig, model) = await offlineFiveMinutesLater(factory, folder)
        let offline = model.state
        let label = model.lastUpdated
        let asked = Arrival<Bool>()
        let answer = AnswerOnItsWay()
        rig.server.on("GET", "/users/1") { _ in
            asked.deliver(true)
            await answer.hold()
            return .ok(Fixture.adaLovelaceJSON)
        }
        let back = model.networkCameBack()
        // Either the refresh reaches the server, or the call ends without one: no 5 s wait for it.
        Task { await back.value; asked.deliver(false) }
        let refreshed = await asked.value(within: Waits.bound) ?? false
        let during = model.state
        answer.release()
        await settle(back)
        var checks = [
            Check(offline.isOfflineCopy && label != nil,
                  "Offline, the screen showed \(shown(offline, rig.start)) labelled \(quoted(label)): a copy saved 5 minutes before must be shown as a copy (ProfileState.offline), with its \"Last updated\" label, not as a fresh profile"),
            Check(refreshed, "The network came back and no request for the profile reached the server: the screen keeps a stale copy until the user thinks of pulling to refresh"),
        ]
        if refreshed {
            checks.append(Check(during.isOfflineCopy,
                                "While the fresh profile was on its way the screen showed \(shown(during, rig.start)); the copy must stay on screen, with its label, until the fresh one replaces it: refresh behind it, not in front"))
            checks.append(Check(model.state.loadedName == "Ada Lovelace", "Once the fresh profile arrived the screen showed \(shown(model.state, rig.start)); it must show Ada Lovelace, with no label"))
        }
        return checks
    }

    /// A new, empty folder for the cache, deleted afterwards.
    static func inAFolder(_ body: (URL) async -> [Check]) async -> [Check] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-offline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        return await body(folder)
    }

    /// Waits, bounded, for a load to end.
    static func settle(_ load: Task<Void, Never>) async {
        _ = await finishes { await load.value }
    }

    static func quoted(_ label: String?) -> String {
        label.map { "\"\($0)\"" } ?? "nothing"
    }

    /// What the screen showed, as the user saw it; a copy dated from the first load, `start`.
    static func shown(_ state: ProfileState, _ start: Date) -> String {
        switch state {
        case .idle: return "nothing (idle)"
        case .loading: return "a spinner (loading)"
        case .loaded(let user): return "\(user.name)'s profile as a fresh one (loaded)"
        case .failed(let reason): return "an error (failed: \(reason))"
        case .offline(let copy):
            let seconds = Int(copy.savedAt.timeIntervalSince(start))
            let when = seconds == 0 ? "at the first load" : abs(seconds) < 86_400 ? "\(seconds) s after the first load" : "on \(copy.savedAt)"
            return "a copy of \(copy.user.name)'s profile saved \(when) (offline)"
        }
    }
}

extension ProfileState {
    var shownUser: User? {
        switch self {
        case .loaded(let user): user
        case .offline(let cached): cached.user
        default: nil
        }
    }

    var isOfflineCopy: Bool {
        if case .offline = self { return true }
        return false
    }
}

extension Fixture {
    /// Ada as `Production` decodes `adaJSON`.
    static let ada = User(id: 1, name: "Ada", avatarURL: URL(string: "https://example.com/ada.png")!)
    /// Ada under her full name, the fresh profile once the network is back.
    static let adaLovelaceJSON = #"{"id": 1, "name": "Ada Lovelace", "avatar_url": "https://example.com/ada.png"}"#
    /// `adaLovelaceJSON`, decoded.
    static let adaLovelace = User(id: 1, name: "Ada Lovelace", avatarURL: URL(string: "https://example.com/ada.png")!)
    /// What a hotel's Wi-Fi sends for any URL until the guest signs in: a page, with 200.
    static let loginPageHTML = "<html><body><h1>Welcome! Sign in to use the Wi-Fi</h1></body></html>"
}
