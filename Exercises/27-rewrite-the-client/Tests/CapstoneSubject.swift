// Grade 3 · Rewrite: how the defect cases drive your code. Part of the tests: leave it as it is.
import DefectScenarios
import ExerciseSupport
import Foundation
import KataTestSupport
import UIKitStandIn
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Your client and screen, as the sixteen defect scenarios see them.
///
/// Calls go through the API at the bottom of APIClient.swift, over a `FakeTransport`, with a
/// retry delay of 1 s and a `sleep` that writes down each wait instead of waiting. Screens are
/// made with `makeProfileScreen(client:userID:)`; while one is shown, `StubURLProtocol` also
/// answers `URLSession.shared` with the same replies, so code that still uses it is answered
/// too, and nothing ever reaches the network.
struct CapstoneSubject: Subject {
    let name = "your rewrite"

    /// How long your screen gets to react: to its answer (stop the spinner) or to being left
    /// (cancel its request). A correct screen takes a few milliseconds; the original never does.
    static let reactionTime: Duration = .seconds(2)

    var sources: SourceSet {
        let files = ["APIClient.swift", "User.swift", "ProfileViewController.swift"]
        return SourceSet(
            files: files.map { ExerciseCode.file($0, testFile: #filePath) },
            module: "YourRewrite")
    }

    func fetchUser(id: Int, replies: [Reply]) async -> Call<UserSnapshot> {
        await callThroughFake(replying: replies) { try await Self.client(over: $0, waits: $1).fetchUser(id: id).snapshot }
    }

    func searchUsers(matching query: String, replies: [Reply]) async -> Call<[UserSnapshot]> {
        await callThroughFake(replying: replies) { try await Self.client(over: $0, waits: $1).searchUsers(matching: query).map(\.snapshot) }
    }

    func fetchWithTwoClients(first: [Reply], second: [Reply]) async -> (Call<UserSnapshot>, Call<UserSnapshot>) {
        async let one = fetchUser(id: 1, replies: first)
        async let two = fetchUser(id: 2, replies: second)
        return await (one, two)
    }

    func withProfileScreen<Result: Sendable>(
        userID: Int?, replies: [Reply], _ body: @Sendable (ProfileScreenRig) async -> Result
    ) async -> Result {
        await StubURLProtocol.exclusive(replying: replies) {
            let fake = FakeTransport(replies: replies)
            let client = Self.client(over: fake, waits: WaitLog())
            // Your screen may load through the client or through URLSession.shared: either counts.
            let rig = ProfileScreenRig(
                makeScreen: {
                    let screen = makeProfileScreen(client: client, userID: userID)
                    return ProfileScreen(controller: screen, label: screen.nameLabel, spinner: screen.spinner)
                },
                reactionTime: Self.reactionTime,
                // A correct screen sends its request, and hears back, in milliseconds: waiting
                // longer only keeps a learner who rewrote the screen first from any verdict.
                waitForRequests: { count, within in
                    let within = min(within, Self.reactionTime)
                    return await eitherHappens(
                        { await fake.waitForRequests(count, within: within) },
                        { await StubURLProtocol.waitForRequests(count, within: within) })
                },
                waitForAnswers: { count, within in
                    let within = min(within, Self.reactionTime)
                    return await eitherHappens(
                        { await fake.waitForAnswers(count, within: within) },
                        { await StubURLProtocol.waitForAnswers(count, within: within) })
                },
                waitForCancellation: { within in
                    await eitherHappens(
                        { await fake.waitForCancellation(within: within) },
                        { await StubURLProtocol.waitForCancellation(within: within) })
                },
                releaseHeldReplies: {
                    await fake.releaseHeldReplies()
                    StubURLProtocol.releaseHeldReplies()
                },
                requests: { await fake.requests + StubURLProtocol.requests })
            return await body(rig)
        }
    }

    private static func client(over fake: FakeTransport, waits: WaitLog) -> APIClient {
        APIClient(transport: fake.transport, retryDelay: .seconds(1), sleep: waits.sleep)
    }
}

extension APIError: FailureConvertible {
    // Public because these tests may compile as a module of their own beside yours, and a
    // public protocol's requirements must then be met in public.
    public var failure: Failure {
        switch self {
        case .transport(let code): .transport(code)
        case .badStatus(let status): .badStatus(status)
        case .decoding: .decoding
        }
    }
}

extension User {
    var snapshot: UserSnapshot { UserSnapshot(id: id, name: name, avatarURL: avatarURL.absoluteString) }
}
