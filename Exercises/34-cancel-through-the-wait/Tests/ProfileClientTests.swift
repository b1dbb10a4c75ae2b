import Production
import ProductionScenarios
import ProductionTesting
import Testing

extension ProfileClient: EndpointSender {
    /// The client over a scenario's fake server, clock and random source.
    init(_ seams: ClientSeams) {
        self.init(baseURL: seams.baseURL, transport: seams.transport, clock: seams.clock, random: seams.random, maxAttempts: seams.maxAttempts)
    }
}

@Suite struct ProfileClientTests {
    @Test(arguments: ["cancellation.during-the-wait", "cancellation.in-flight"])
    func scenario(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: CancellationScenarios.all, on: { ProfileClient($0) })
    }
}
