import ProductionScenarios
import ProductionTesting
import Testing

/// Every production scenario against `Production`, in Swift Testing: one test case each, named
/// by the scenario, each failed check an issue with the scenario's own message.
@Suite("Production scenarios, Swift Testing")
struct ScenarioTests {
    @Test(arguments: ProductionCases.all)
    func scenario(_ scenario: Case) async {
        await ScenarioExpectations.expectPasses(scenario)
    }

    @Test("Stress", arguments: ProductionCases.stress)
    func stress(_ scenario: Case) async {
        await ScenarioExpectations.expectPasses(scenario)
    }
}

extension Case: CustomTestStringConvertible {
    public var testDescription: String { id }
}

@Suite("Production scenarios: the catalogue")
struct CatalogueTests {
    @Test func everyScenarioHasItsOwnID() {
        let all = ProductionCases.all + ProductionCases.stress
        #expect(Set(all.map(\.id)).count == all.count)
    }
}
