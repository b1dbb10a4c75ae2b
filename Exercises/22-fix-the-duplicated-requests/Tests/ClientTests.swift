import Fixed
import KataTestSupport
import Testing

/// Both endpoints, so each policy is checked on each.
enum Endpoint: CaseIterable {
    case profile, search

    func call(_ client: Client) async throws {
        switch self {
        case .profile: _ = try await client.fetchUser(id: 1)
        case .search: _ = try await client.searchUsers(matching: "ada")
        }
    }
}

@Suite struct ClientTests {
    @Test(arguments: Endpoint.allCases)
    func aBadStatusIsReportedTheSameEverywhere(endpoint: Endpoint) async {
        let client = Client(transport: FakeTransport(.http(500, Fixture.outageHTML)).transport)
        await #expect(throws: APIError.badStatus(500)) { try await endpoint.call(client) }
    }

    @Test(arguments: Endpoint.allCases)
    func anUnreadableBodyIsReportedTheSameEverywhere(endpoint: Endpoint) async {
        let client = Client(transport: FakeTransport(.ok(Fixture.outageHTML)).transport)
        await #expect(throws: APIError.decoding) { try await endpoint.call(client) }
    }

    @Test func bothEndpointsDecode() async throws {
        #expect(try await Client(transport: FakeTransport(.ok(Fixture.adaJSON)).transport).fetchUser(id: 1).name == "Ada")
        let search = Client(transport: FakeTransport(.ok(Fixture.adaListJSON)).transport)
        #expect(try await search.searchUsers(matching: "ada").map(\.name) == ["Ada"])
    }
}
