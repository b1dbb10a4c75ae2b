import ProductionScenarios
import XCTest

/// The same production scenarios in XCTest, in the defect suite's style: every failed check an
/// assertion carrying the scenario's message. It runs `ProductionCases.all` itself, so a scenario
/// added there is run here too, with no list to keep. The two stress scenarios (1,000 concurrent
/// 401s, the 1,000-phone storm) run in Swift Testing only, to keep the default run short: XCTest
/// runs its cases one after another.
final class ScenarioXCTests: XCTestCase {
    func testEveryScenario() async {
        for scenario in ProductionCases.all {
            let here = Check.Location(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            for failure in await scenario.result(location: here).judged(expecting: .correct).failures {
                XCTFail(failure.message)
            }
        }
    }

    /// Every policy has scenarios.
    func testEveryPolicyHasScenarios() {
        let covered = Set((ProductionCases.all + ProductionCases.stress).map(\.policy))
        XCTAssertEqual(Set(Policy.allCases).subtracting(covered), [], "policies without a scenario")
    }
}
