import ProductionScenarios
import ProductionTesting
import Testing

/// The backoff scenarios, against `backoffDelay(beforeRetry:fraction:)`.
@Suite struct BackoffTests {
    @Test(arguments: ["backoff.ceilings", "backoff.full-jitter", "backoff.cap-then-jitter"])
    func scenario(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: BackoffScenarios.all, on: { backoffDelay(beforeRetry: $0, fraction: $1) })
    }
}
