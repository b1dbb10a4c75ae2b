import Fixed
import Foundation
import KataTestSupport

/// Drives `Fixed`: the async/await rewrite, over a `FakeTransport` handed to its client.
///
/// An async call cannot forget to complete; it can only hang, so Fixed's waits are bounded by
/// `Deadline.hang` (Broken's completion handlers get the short `Deadline.completion`).
public struct FixedSubject: Subject {
    public init() {}

    public let name = "Fixed"
    public let sources = SourceSet(folder: "Sources/Fixed", module: "Fixed")

    public func fetchUser(id: Int, replies: [Reply]) async -> Call<UserSnapshot> {
        let fake = FakeTransport(replies: replies)
        let client = makeClient(fake)
        let outcome = await AsyncCall.outcome { try await client.fetchUser(id: id).snapshot }
        return Call(outcome: outcome, requests: await fake.requests)
    }

    public func searchUsers(matching query: String, replies: [Reply]) async -> Call<[UserSnapshot]> {
        let fake = FakeTransport(replies: replies)
        let client = makeClient(fake)
        let outcome = await AsyncCall.outcome { try await client.searchUsers(matching: query).map(\.snapshot) }
        return Call(outcome: outcome, requests: await fake.requests)
    }

    public func fetchWithTwoClients(first: [Reply], second: [Reply]) async -> (Call<UserSnapshot>, Call<UserSnapshot>) {
        async let one = fetchUser(id: 1, replies: first)
        async let two = fetchUser(id: 2, replies: second)
        return await (one, two)
    }

    public func showProfile(userID: Int?, replies: [Reply]) async -> ScreenRun {
        let fake = FakeTransport(replies: replies)
        let client = makeClient(fake)
        let screen = await MainActor.run {
            let screen = ProfileViewController(client: client)
            screen.userID = userID
            screen.loadViewIfNeeded()
            return screen
        }
        return await ScreenWatch.untilSpinnerStops(
            label: screen.nameLabel, spinner: screen.spinner, within: Deadline.hang, requests: { await fake.requests })
    }

    public func dismissProfileWhileLoading(userID: Int) async -> DismissRun {
        let fake = FakeTransport(.held(.ok(Fixture.adaEitherCaseJSON)))
        let client = makeClient(fake)
        let handle = await MainActor.run {
            let screen = ProfileViewController(client: client)
            screen.userID = userID
            screen.loadViewIfNeeded()
            return ScreenHandle(screen)
        }
        let inFlight = await fake.waitForRequests(1, within: Deadline.hang)
        let freed = await handle.dismissAndLetGo()
        let cancelled = await fake.waitForCancellation(within: Deadline.hang)
        await fake.releaseHeldReplies()
        return DismissRun(requestWasInFlight: inFlight, screenFreedAtOnce: freed, requestCancelled: cancelled)
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
