import Production
import ProductionScenarios
import ProductionTesting
import Testing

/// The kata's own pagination scenarios (Sources/ProductionScenarios/Scenarios/Pagination.swift),
/// the ones `Production`'s `PageSequence` passes, run against your `Followers`: a fake server
/// hands out pages by cursor, and can fail a page once or hold it until the list is left.
@Suite struct FollowersTests {
    static let yourPages: PagesFactory = { load in IteratorCursor(Followers(load: load).makeAsyncIterator()) }

    @Test(arguments: ["pagination.every-follower-once", "pagination.retry-the-same-page", "pagination.repeated-cursor", "pagination.stops"])
    func pagination(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: PaginationScenarios.all, on: Self.yourPages)
    }
}
