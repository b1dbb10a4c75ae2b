import Testing

/// The fake transport tells the truth: every wire case, run through `FakeTransport` and through
/// the real `URLSession` against a fixture server, ends the same way and sends the same
/// requests. If a fake reply ever stops matching what URLSession really reports (a status, or a
/// drop code from `MeasuredURLErrors`), this is the test that says so.
@Suite("Contract: FakeTransport and the real URLSession agree")
struct ContractTests {
    @Test(arguments: WireCase.all)
    func fakeAndRealGiveTheSameOutcome(_ wireCase: WireCase) async throws {
        let fake = await wireCase.runFake()
        let real = try #require(try await wireCase.runReal(), "\(wireCase.name): no real outcome within its bound (10 s; 30 s for a silent server)")

        #expect(fake == real.observed)
        // Both equal to what the case promises, so they cannot agree on something wrong.
        #expect(fake.outcome == wireCase.expected)
        #expect(fake.sent.count == wireCase.expectedAttempts)
    }
}
