// Grade 3 · Rewrite: how the defect cases drive your code. Part of the tests: leave it as it is.
import DefectScenarios
import Foundation
import KataTestSupport
import UIKitStandIn
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Your client and screen, as the sixteen defect scenarios see them.
///
/// Calls go through the API at the bottom of APIClient.swift, over a `FakeTransport`. Screens
/// are made with `makeProfileScreen(client:userID:)`; while one is shown, `StubURLProtocol`
/// also answers `URLSession.shared` with the same replies, so code that still uses it is
/// answered too, and nothing ever reaches the network.
struct CapstoneSubject: Subject {
    let name = "your rewrite"

    /// How long your screen gets to react: to its answer (stop the spinner) or to being dismissed
    /// (cancel its request). A correct screen takes a few milliseconds; the original never does.
    static let reactionTime: Duration = .seconds(2)

    var sources: SourceSet {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let files = ["APIClient.swift", "User.swift", "ProfileViewController.swift"]
        return SourceSet(files: files.map { folder.appendingPathComponent($0) }, module: "YourRewrite")
    }

    func fetchUser(id: Int, replies: [Reply]) async -> Call<UserSnapshot> {
        let fake = FakeTransport(replies: replies)
        let client = APIClient(transport: fake.transport, retryDelay: .zero)
        let outcome = await AsyncCall.outcome { try await client.fetchUser(id: id).snapshot }
        return Call(outcome: outcome, requests: await fake.requests)
    }

    func searchUsers(matching query: String, replies: [Reply]) async -> Call<[UserSnapshot]> {
        let fake = FakeTransport(replies: replies)
        let client = APIClient(transport: fake.transport, retryDelay: .zero)
        let outcome = await AsyncCall.outcome { try await client.searchUsers(matching: query).map(\.snapshot) }
        return Call(outcome: outcome, requests: await fake.requests)
    }

    func fetchWithTwoClients(first: [Reply], second: [Reply]) async -> (Call<UserSnapshot>, Call<UserSnapshot>) {
        async let one = fetchUser(id: 1, replies: first)
        async let two = fetchUser(id: 2, replies: second)
        return await (one, two)
    }

    func showProfile(userID: Int?, replies: [Reply]) async -> ScreenRun {
        await StubURLProtocol.exclusive(replying: replies) {
            let fake = FakeTransport(replies: replies)
            let client = APIClient(transport: fake.transport, retryDelay: .zero)
            // The screen is kept for as long as it is on screen, as a navigation stack would.
            let (screen, label, spinner) = await MainActor.run { () -> (ProfileViewController, UILabel, UIActivityIndicatorView) in
                let screen = makeProfileScreen(client: client, userID: userID)
                screen.loadViewIfNeeded()
                return (screen, screen.nameLabel, screen.spinner)
            }
            let run = await ScreenWatch.untilSpinnerStops(
                label: label, spinner: spinner, within: Self.reactionTime,
                requests: { await fake.requests + StubURLProtocol.requests })
            withExtendedLifetime(screen) {}
            return run
        }
    }

    func dismissProfileWhileLoading(userID: Int) async -> DismissRun {
        let held: [Reply] = [.held(.ok(Fixture.adaEitherCaseJSON))]
        return await StubURLProtocol.exclusive(replying: held) {
            let fake = FakeTransport(replies: held)
            let client = APIClient(transport: fake.transport, retryDelay: .zero)
            let handle = await MainActor.run {
                let screen = makeProfileScreen(client: client, userID: userID)
                screen.loadViewIfNeeded()
                return ScreenHandle(screen)
            }
            // Your screen may load through the client or through URLSession.shared: either counts.
            let inFlight = await eitherHappens(
                { await fake.waitForRequests(1, within: Deadline.hang) },
                { await StubURLProtocol.waitForRequests(1, within: Deadline.hang) })
            let freed = await handle.dismissAndLetGo()
            let cancelled = await eitherHappens(
                { await fake.waitForCancellation(within: Self.reactionTime) },
                { await StubURLProtocol.waitForCancellation(within: Self.reactionTime) })
            await fake.releaseHeldReplies()
            StubURLProtocol.releaseHeldReplies()
            return DismissRun(requestWasInFlight: inFlight, screenFreedAtOnce: freed, requestCancelled: cancelled)
        }
    }
}

extension APIError: FailureConvertible {
    var failure: Failure {
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
