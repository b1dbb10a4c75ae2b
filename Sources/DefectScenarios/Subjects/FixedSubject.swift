import Fixed
import Foundation
import KataTestSupport

/// Drives `Fixed`: the async/await rewrite, over a `FakeTransport` handed to its client, with a
/// retry delay of 1 s and a sleep that records the waits instead of waiting.
///
/// An async call cannot forget to complete; it can only hang, so Fixed's waits are bounded by
/// `Waits.bound` (Broken's completion handlers get the short `Waits.completion`).
public struct FixedSubject: Subject {
    public init() {}

    public let name = "Fixed"
    public let sources = SourceSet(folder: "Sources/Fixed", module: "Fixed")

    public func fetchUser(id: Int, replies: [Reply]) async -> Call<UserSnapshot> {
        await callThroughFake(replying: replies) { try await Self.client(over: $0, waits: $1).fetchUser(id: id).snapshot }
    }

    public func searchUsers(matching query: String, replies: [Reply]) async -> Call<[UserSnapshot]> {
        await callThroughFake(replying: replies) { try await Self.client(over: $0, waits: $1).searchUsers(matching: query).map(\.snapshot) }
    }

    public func fetchWithTwoClients(first: [Reply], second: [Reply]) async -> (Call<UserSnapshot>, Call<UserSnapshot>) {
        async let one = fetchUser(id: 1, replies: first)
        async let two = fetchUser(id: 2, replies: second)
        return await (one, two)
    }

    public func withProfileScreen<Result: Sendable>(
        userID: Int?, replies: [Reply], _ body: @Sendable (ProfileScreenRig) async -> Result
    ) async -> Result {
        let fake = FakeTransport(replies: replies)
        let client = Self.client(over: fake, waits: WaitLog())
        return await body(ProfileScreenRig(fake: fake, reactionTime: Waits.bound) {
            let screen = ProfileViewController(client: client)
            screen.userID = userID
            return ProfileScreen(controller: screen, label: screen.nameLabel, spinner: screen.spinner)
        })
    }

    private static func client(over fake: FakeTransport, waits: WaitLog) -> APIClient {
        APIClient(transport: fake.transport, retryDelay: .seconds(1), sleep: waits.sleep)
    }
}

extension APIError: FailureConvertible {
    public var failure: Failure {
        switch self {
        case .transport(let code): .transport(code)
        case .badStatus(let status): .badStatus(status)
        case .decoding: .decoding
        }
    }
}

extension Fixed.User {
    var snapshot: UserSnapshot { UserSnapshot(id: id, name: name, avatarURL: avatarURL.absoluteString) }
}
