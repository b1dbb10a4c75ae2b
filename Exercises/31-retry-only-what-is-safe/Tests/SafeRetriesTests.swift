import Production
import ProductionScenarios
import ProductionTesting
import Testing

extension MessagesClient: EndpointSender {
    /// The client over a scenario's fake server, clock, random source and key maker.
    init(_ seams: ClientSeams) {
        self.init(
            baseURL: seams.baseURL, transport: seams.transport, clock: seams.clock, random: seams.random,
            makeIdempotencyKey: seams.makeIdempotencyKey, maxAttempts: seams.maxAttempts)
    }
}

@Suite struct SafeRetriesTests {
    @Test(arguments: ["retry-table.reads", "retry-table.unkeyed-writes", "retry-table.keyed-writes", "retry-table.permanent"])
    func table(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: RetryTableScenarios.all, on: { isSafeToRetry($0, after: $1, hasIdempotencyKey: $2) })
    }

    @Test(arguments: ["idempotency.lost-response", "idempotency.unkeyed-write", "idempotency.key-per-message", "retries.three-attempts"])
    func client(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: ClientScenarios.all, on: { MessagesClient($0) })
    }
}
