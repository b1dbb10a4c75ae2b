import Production
import ProductionScenarios
import ProductionTesting
import Testing

/// The kata's own deadline scenarios (Sources/ProductionScenarios/Scenarios/Deadline.swift), the
/// ones `Production` passes, run against your `ProfileClient`.
@Suite struct OneDeadlineTests {
    @Test(arguments: [
        "deadline.retry-after", "deadline.backoff", "deadline.in-flight", "deadline.slow-attempts", "deadline.slow-answer",
    ])
    func deadline(_ id: String) async {
        await ScenarioExpectations.expectPasses(id, of: DeadlineScenarios.all, on: { YourClient($0) })
    }
}

/// Your `ProfileClient` over the scenario's seams: its fake server, its manual clock, its random
/// source, its deadline. Single attempts go through `Production`'s client, told to try once.
struct YourClient: ClientUnderTest {
    let client: ProfileClient

    init(_ seams: ClientSeams) {
        var once = seams.configuration
        once.policy = RetryPolicy(maxAttempts: 1, deadline: nil)
        once.log = nil
        client = ProfileClient(
            once: APIClient(once), clock: seams.clock, random: seams.random, now: seams.now, maxAttempts: seams.maxAttempts,
            deadline: seams.deadline)
    }

    func fetchUser(id: Int) async throws -> User {
        try await client.fetchUser(id: id)
    }

    // The deadline scenarios load a profile and nothing else; a client of one call has no others.
    func searchUsers(matching query: String) async throws -> [User] { throw OnlyTheProfile() }
    func sendMessage(_ text: String, to recipient: Int) async throws -> Message { throw OnlyTheProfile() }
    func updateName(_ name: String) async throws -> User? { throw OnlyTheProfile() }
    func deleteAvatar() async throws { throw OnlyTheProfile() }
}

struct OnlyTheProfile: Error, CustomStringConvertible {
    var description: String { "exercise 35's client loads a profile and nothing else" }
}
