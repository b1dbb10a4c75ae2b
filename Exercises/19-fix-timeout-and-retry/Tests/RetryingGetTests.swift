import Fixed
import Foundation
import KataTestSupport
import Testing

private let url = URL(string: "https://api.example.com/users/1")!

@Suite struct RetryingGetTests {
    @Test func a503ThenA200SucceedsOnTheSecondAttempt() async throws {
        let fake = FakeTransport(.http(503, ""), .ok("Ada"))
        let body = try await get(url, using: fake.transport)
        #expect(String(decoding: body, as: UTF8.self) == "Ada")
        #expect(await fake.requests.count == 2)
    }

    @Test func everyAttemptHasA15SecondTimeout() async throws {
        let fake = FakeTransport(.http(503, ""), .ok("Ada"))
        _ = try await get(url, using: fake.transport)
        #expect(await fake.requests.map(\.timeoutInterval) == [15, 15])
    }

    @Test func aServerThatStaysDownIsTriedThreeTimes() async {
        let fake = FakeTransport(.http(500, ""))
        await #expect(throws: APIError.badStatus(500)) { try await get(url, using: fake.transport) }
        #expect(await fake.requests.count == 3)
    }

    @Test func a404IsNotRetried() async {
        let fake = FakeTransport(.http(404, ""))
        await #expect(throws: APIError.badStatus(404)) { try await get(url, using: fake.transport) }
        #expect(await fake.requests.count == 1)
    }
}
