import KataUtilities
import Production
import ProductionScenarios
import ProductionTesting
import Testing

/// The kata's own completion-handler scenarios (Sources/ProductionScenarios/Scenarios/CompletionHandler.swift),
/// the ones `Production`'s `fetchUser(id:completion:)` passes, run against your wrapper over
/// `Production`'s client and a fake server. Each completion notes the queue it ran on.
@Suite struct OldCallersTests {
    static let yourWrapper: CompletionFetcher = { seams, id, completion in
        let delivered = Arrival<Void>()
        let request = OldCallers(client: seams.productionClient()).fetchUser(id: id) { result in
            completion(result.mapError { $0 })
            delivered.deliver(())
        }
        // A completion that never comes is waited for a bounded time, then reported.
        return CompletionCall(cancel: { request.cancel() }, delivered: { _ = await delivered.value(within: Waits.bound * 2) })
    }

    @Test(arguments: ["completion.success", "completion.failure", "completion.cancellation", "completion.cancel-after-delivery"])
    func completion(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: CompletionHandlerScenarios.all, on: Self.yourWrapper)
    }
}
