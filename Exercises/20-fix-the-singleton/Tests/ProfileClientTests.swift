import KataTestSupport
import Testing

@Suite struct ProfileClientTests {
    @Test func twoClientsWithTwoFakesDoNotSeeEachOthersReplies() async throws {
        let adaFake = FakeTransport(.ok(Fixture.adaJSON))
        let graceFake = FakeTransport(.ok(#"{"id": 2, "name": "Grace", "avatar_url": "https://example.com/g.png"}"#))
        async let ada = ProfileClient(transport: adaFake.transport).fetchName(id: 1)
        async let grace = ProfileClient(transport: graceFake.transport).fetchName(id: 2)
        #expect(try await [ada, grace] == ["Ada", "Grace"])
        #expect(await adaFake.requests.map { $0.url?.path } == ["/users/1"])
        #expect(await graceFake.requests.map { $0.url?.path } == ["/users/2"])
    }
}
