import Production
import ProductionScenarios
import ProductionTesting
import Testing

/// Every scenario the kata holds a whole client to (Sources/ProductionScenarios: retries,
/// Retry-After, idempotency keys, cancellation, the deadline, the token, the rate limit, the log,
/// the storm), the ones `Production`'s APIClient passes, run against your `ProductionClient`. The
/// three `wire.` scenarios send real requests, over URLSession, to a fixture server on 127.0.0.1.
@Suite("Every client scenario, against your client")
struct CapstoneTests {
    static let yourClient: ClientFactory = { seams in ProductionClient(seams.configuration) }

    @Test(arguments: [
        "retries.deploy-blip", "retries.three-attempts", "retries.not-found", "retry-after.waits-seconds",
        "retry-after.waits-until-the-date", "retry-after.beyond-the-cap", "retry-after.unreadable",
        "idempotency.lost-response", "idempotency.unkeyed-write", "idempotency.key-per-message",
        "cancellation.during-the-wait", "cancellation.in-flight", "deadline.retry-after", "deadline.backoff",
        "deadline.in-flight", "deadline.slow-attempts", "deadline.slow-answer", "token.client-every-attempt",
        "token.client-refresh-once", "rate-limit.shared", "rate-limit.long-pause", "rate-limit.past-the-deadline",
        "logging.no-secrets", "logging.failures", "wire.retry-after",
        "wire.no-content", "wire.update-no-content", "storm.thousand-phones",
    ])
    func scenario(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: ClientScenarios.all, on: Self.yourClient)
    }
}

extension ProductionClient: ClientUnderTest {}
