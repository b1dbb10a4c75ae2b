import Foundation
import Production
import ProductionScenarios
import ProductionTesting
import Testing

/// The kata's own offline-cache scenarios (Sources/ProductionScenarios/Scenarios/OfflineCache.swift),
/// the ones `Production`'s ProfileViewModel and FileProfileCache pass, run against your screen:
/// `Production`'s client over a fake server, a manual clock, and a cache folder each scenario
/// makes for it and deletes afterwards.
@Suite struct OfflineProfileTests {
    static let yourScreen: OfflineProfileFactory = { seams, folder, userID in
        ProfileModel(
            userID: userID, profileURL: seams.baseURL.appending(path: "users/\(userID)"), cacheFolder: folder,
            network: seams.transport, now: seams.now
        ) { transport in
            APIClient(baseURL: seams.baseURL, transport: transport) {
                $0.policy = RetryPolicy(maxAttempts: seams.maxAttempts)
                $0.clock = seams.clock
                $0.random = seams.random
                $0.now = seams.now
                $0.makeIdempotencyKey = seams.makeIdempotencyKey
            }
        }
    }

    @Test(arguments: ["offline.no-error-pages", "offline.last-updated-by-the-clock", "offline.labelled-and-refreshed", "offline.last-good-profile"])
    func offline(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: OfflineCacheScenarios.all, on: Self.yourScreen)
    }
}

extension ProfileModel: ProfileScreenModel {}
