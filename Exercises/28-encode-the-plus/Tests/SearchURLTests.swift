import Foundation
import ProductionScenarios
import ProductionTesting
import Testing

/// The production scenarios for query encoding, against `requestURL(base:path:query:)`.
@Suite struct SearchURLTests {
    @Test(arguments: ["query.plus-is-encoded", "query.one-value"])
    func scenario(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: QueryEncodingScenarios.all, on: { base, path, query in
            try requestURL(base: base, path: path, query: query)
        })
    }
}
