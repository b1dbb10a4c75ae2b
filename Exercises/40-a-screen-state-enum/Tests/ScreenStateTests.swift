import Production
import ProductionScenarios
import ProductionTesting
import Testing

/// The kata's own screen scenarios (Sources/ProductionScenarios/Scenarios/ProfileState.swift and
/// SearchDebounce.swift), the ones `Production`'s view models pass, run against yours, over
/// `Production`'s client, a fake server and a manual clock.
@Suite struct ScreenStateTests {
    static let yourProfile: ProfileModelFactory = { seams, _, userID in
        ProfileModel(userID: userID, client: seams.productionClient(), now: seams.now)
    }
    static let yourSearch: SearchModelFactory = { seams in
        SearchModel(client: seams.productionClient(), clock: seams.clock, now: seams.now)
    }

    @Test(arguments: ["profile.loads", "profile.reasons", "profile.cancelled"])
    func profile(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: ProfileStateScenarios.all, on: Self.yourProfile)
    }

    @Test(arguments: ["search.debounce", "search.stale-result", "search.failure"])
    func search(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: SearchScenarios.all, on: Self.yourSearch)
    }
}

// This exercise's profile screen keeps no offline copy (that is the offline-cache scenario's, and
// `Production`'s ProfileViewModel's): coming back online is one more load.
extension ProfileModel: ProfileScreenModel {
    // Public because these tests may compile as a module of their own beside yours, and a
    // public protocol's requirements must then be met in public.
    public var lastUpdated: String? { nil }
    public func networkCameBack() -> Task<Void, Never> { load() }
}

extension SearchModel: SearchScreenModel {}
