import Testing

/// The fake transport tells the truth: every scenario, run through `FakeTransport` and through
/// the real `URLSession` against a fixture server, ends the same way and sends the same
/// requests. If a fake reply ever stops matching what URLSession really reports, this is the
/// test that says so.
@Suite("Contract: FakeTransport and the real URLSession agree")
struct ContractTests {
    @Test(arguments: Scenario.all)
    func fakeAndRealGiveTheSameOutcome(_ scenario: Scenario) async throws {
        let fake = await scenario.runFake()
        let real = try #require(try await scenario.runReal(), "\(scenario.name): no real outcome within 10 s")

        #expect(fake == real.observed)
        // Both equal to what the scenario promises, so they cannot agree on something wrong.
        #expect(fake.outcome == scenario.expected)
        #expect(fake.sent.count == scenario.expectedAttempts)
    }
}
