import ExerciseSupport
import Production
import ProductionScenarios
import ProductionTesting
import Testing

extension RateLimitedClient: EndpointSender {
    /// The client over a scenario's fake server, clock, random source and "now".
    init(_ seams: ClientSeams) {
        self.init(
            baseURL: seams.baseURL, transport: seams.transport, clock: seams.clock, random: seams.random, now: seams.now,
            maxAttempts: seams.maxAttempts)
    }
}

@Suite struct RetryAfterTests {
    @Test(arguments: ["retry-after.reads-seconds", "retry-after.reads-http-date", "retry-after.reads-past-and-garbage"])
    func reading(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: RetryAfterScenarios.all, on: { retryAfter(in: $0, now: $1) })
    }

    /// Read from your RetryAfter.swift: no run on this machine, whose locale is English, can
    /// show a date parsed in the phone's locale.
    @Test func dateLocale() async {
        let file = ExerciseCode.file("RetryAfter.swift", testFile: #filePath)
        await ScenarioExpectations.expectPasses("retry-after.date-locale", of: RetryAfterScenarios.source, on: SourceFile(file))
    }

    @Test(arguments: ["retry-after.waits-seconds", "retry-after.waits-until-the-date", "retry-after.beyond-the-cap", "retry-after.unreadable"])
    func waiting(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: RetryScenarios.all, on: { RateLimitedClient($0) })
    }
}
