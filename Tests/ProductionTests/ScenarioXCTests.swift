import ProductionScenarios
import XCTest

/// The same production scenarios in XCTest, one test per policy, in the defect suite's style:
/// every check an assertion carrying the scenario's message. The two stress scenarios (1,000
/// concurrent 401s, the 1,000-phone storm) run in Swift Testing only, to keep the default run
/// short: XCTest runs its cases one after another.
final class ScenarioXCTests: XCTestCase {
    func testQueryEncoding() async { await verify(.queryEncoding) }
    func testValidation() async { await verify(.validation) }
    func testRetryTable() async { await verify(.retryTable) }
    func testBackoff() async { await verify(.backoff) }
    func testRetryAfter() async { await verify(.retryAfter) }
    func testRetries() async { await verify(.retries) }
    func testIdempotencyKeys() async { await verify(.idempotencyKeys) }
    func testCancellation() async { await verify(.cancellation) }
    func testDeadline() async { await verify(.deadline) }
    func testTokenRefresh() async { await verify(.tokenRefresh) }
    func testRateLimit() async { await verify(.rateLimit) }
    func testPagination() async { await verify(.pagination) }
    func testLogging() async { await verify(.logging) }
    func testCompletionHandler() async { await verify(.completionHandler) }
    func testProfileState() async { await verify(.profileState) }
    func testSearchDebounce() async { await verify(.searchDebounce) }
    func testOfflineCache() async { await verify(.offlineCache) }

    /// Every policy has scenarios; each has its own test above.
    func testEveryPolicyHasScenarios() {
        let covered = Set((ProductionCases.all + ProductionCases.stress).map(\.policy))
        XCTAssertEqual(Set(Policy.allCases).subtracting(covered), [], "policies without a scenario")
    }

    private func verify(_ policy: Policy, file: StaticString = #filePath, line: UInt = #line) async {
        let cases = ProductionCases.all.filter { $0.policy == policy }
        XCTAssertFalse(cases.isEmpty, "no scenario for \(policy)", file: file, line: line)
        for scenario in cases {
            for check in await scenario.run() {
                XCTAssertTrue(check.passed, "\(scenario.id): \(check.message)", file: file, line: line)
            }
        }
    }
}
