import Foundation
import KataTestSupport
import Production

/// Offline, the last good profile with its age; back online, a fresh one.
public enum OfflineCacheScenarios {
    public static let all: [Scenario<ProfileModelFactory>] = [lastGoodProfile]

    static let lastGoodProfile = Scenario<ProfileModelFactory>(
        "offline.last-good-profile", .offlineCache, "offline, the last good profile with \"last updated 5 minutes ago\"; back online, a fresh one",
        refuses: ["Date() instead of the injected now: the age is wrong, or negative",
                  "an error screen where a copy was at hand", "never refreshing when the network comes back"]
    ) { factory in
        await lastGoodProfile(factory)
    }

    @MainActor
    static func lastGoodProfile(_ factory: ProfileModelFactory) async -> [Check] {
        let rig = Rig()
        let start = rig.start
        let cache = MemoryProfileCache()
        rig.server.on("GET", "/users/1", reply: .ok(Fixture.adaJSON))
        let model = factory(rig.seams(maxAttempts: 1), cache, 1)
        let first = model.load()
        _ = await finishes { await first.value }
        rig.clock.advance(by: .seconds(300))
        rig.server.on("GET", "/users/1", reply: .failure(.notConnectedToInternet))
        let offlineLoad = model.load()
        _ = await finishes { await offlineLoad.value }
        let offline = model.state
        let label = model.lastUpdated
        rig.server.on("GET", "/users/1", reply: .ok(Fixture.userEitherCaseJSON(id: 1, name: "Ada Lovelace")))
        let back = model.networkCameBack()
        _ = await finishes { await back.value }
        let saved = await cache.profile(for: 1)
        return [
            Check(offline == .offline(CachedProfile(user: offline.shownUser ?? Fixture.ada, savedAt: start)) && offline.shownUser?.name == "Ada",
                  "Five minutes after loading Ada, offline, the screen showed \(offline); it must show the copy saved at the first load"),
            Check(label == "Last updated 5 minutes ago", "The copy was labelled \(label.map { "\"\($0)\"" } ?? "nothing"); it must say \"Last updated 5 minutes ago\" (by the injected clock)"),
            Check(model.state.loadedName == "Ada Lovelace" && saved?.savedAt == start.addingTimeInterval(300),
                  "Back online the screen showed \(model.state) and the cache holds \(saved.map { "\($0.user.name) saved at \($0.savedAt)" } ?? "nothing"): the fresh profile, saved as of now"),
        ]
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
}

extension Fixture {
    /// Ada as `Production` decodes `adaJSON`.
    static let ada = User(id: 1, name: "Ada", avatarURL: URL(string: "https://example.com/ada.png")!)
}
