import ProductionScenarios
import ProductionTesting
import Testing

/// The kata's own token-refresh scenarios (Sources/ProductionScenarios/Scenarios/TokenRefresh.swift),
/// the ones `Production`'s `TokenStore` passes, run against yours. `Production`'s client sends
/// the requests and asks your store for tokens; the fake server rotates refresh tokens.
@Suite struct TokenStoreTests {
    static let yourStore: TokenStoreFactory = { TokenStore(credentials: $0, refresh: $1) }

    // The 1,000-call stress scenario runs against `Production` in Tests/ProductionTests; here ten
    // calls at once refuse the same wrong answers, at a hundredth of the work.
    @Test(arguments: [
        "token.ten-at-once", "token.already-replaced", "token.current-on-every-attempt", "token.failed-refresh",
        "token.offline-refresh", "token.next-expiry",
    ])
    func tokenRefresh(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: TokenRefreshScenarios.all, on: Self.yourStore)
    }
}
