import Production
import ProductionScenarios
import ProductionTesting
import Testing

/// The kata's own logging scenarios (Sources/ProductionScenarios/Scenarios/Logging.swift), the
/// ones `Production`'s `RequestLog` passes, run against your `DeviceLog`: `Production`'s client
/// sends the requests to a fake server and writes its lines through your log.
@Suite struct DeviceLogTests {
    static let yourClient: ClientFactory = { seams in seams.productionClient(log: DeviceLog(write: seams.log)) }
    static let yourRedaction: HeaderRedactor = { redacted($0) }

    @Test(arguments: ["logging.no-secrets", "logging.failures"])
    func whatTheLogSays(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: LoggingScenarios.all, on: Self.yourClient)
    }

    @Test(arguments: ["logging.redaction"])
    func howHeadersAreShown(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: LoggingScenarios.redaction, on: Self.yourRedaction)
    }
}
