import Broken
import BrokenLinkSeam
import Foundation
import KataTestSupport

/// Drives `Broken`: the original completion-handler code over `URLSession.shared`.
///
/// Broken cannot be handed a fake, so its requests are answered by `StubURLProtocol`, which
/// intercepts `URLSession.shared` for the whole process; one scenario at a time may use it.
/// The one reply no URLProtocol can give, `.nothing`, goes through the link seam instead.
public struct BrokenSubject: Subject {
    public init() {}

    public let name = "Broken"
    public let sources = SourceSet(folder: "Sources/Broken", module: "Broken")

    public func fetchUser(id: Int, replies: [Reply]) async -> Call<UserSnapshot> {
        await StubURLProtocol.exclusive(replying: replies) {
            await Self.fetch(id: id)
        }
    }

    public func searchUsers(matching query: String, replies: [Reply]) async -> Call<[UserSnapshot]> {
        if replies == [.nothing] { return await Self.searchThroughLinkSeam(query) }
        return await StubURLProtocol.exclusive(replying: replies) {
            let outcome = await CompletionHandlerCall.outcome { done in
                Broken.APIClient.shared.searchUsers(query: query) { users, error in done(users?.map(\.snapshot), error) }
            }
            return Call(outcome: outcome, requests: StubURLProtocol.requests)
        }
    }

    public func fetchWithTwoClients(first: [Reply], second: [Reply]) async -> (Call<UserSnapshot>, Call<UserSnapshot>) {
        await StubURLProtocol.exclusive(replying: first) {
            // Broken has one client over one URLSession.shared: giving the second client "its
            // own" fake can only mean changing the one stub that both of them talk to.
            StubURLProtocol.setReplies(second)
            async let one = Self.fetch(id: 1)
            async let two = Self.fetch(id: 2)
            return await (one, two)
        }
    }

    public func showProfile(userID: Int?, replies: [Reply]) async -> ScreenRun {
        await StubURLProtocol.exclusive(replying: replies) {
            let (label, spinner) = await MainActor.run {
                let screen = ProfileViewController()
                if let userID { screen.userID = userID }
                screen.loadViewIfNeeded()
                return (screen.nameLabel!, screen.spinner!)
            }
            _ = await StubURLProtocol.waitForAnswers(1, within: Deadline.hang)
            return await ScreenWatch.untilSpinnerStops(
                label: label, spinner: spinner, within: Deadline.completion, requests: { StubURLProtocol.requests })
        }
    }

    public func dismissProfileWhileLoading(userID: Int) async -> DismissRun {
        await StubURLProtocol.exclusive(replying: [.held(.ok(Fixture.adaEitherCaseJSON))]) {
            let (handle, spinner) = await MainActor.run {
                let screen = ProfileViewController()
                screen.userID = userID
                screen.loadViewIfNeeded()
                return (ScreenHandle(screen), screen.spinner!)
            }
            let inFlight = await StubURLProtocol.waitForRequests(1, within: Deadline.hang)
            let freed = await handle.dismissAndLetGo()
            let cancelled = await StubURLProtocol.waitForCancellation(within: Deadline.completion)
            // Let the held reply go and wait for the handler, so it cannot outlive the scenario.
            StubURLProtocol.releaseHeldReplies()
            _ = await spinner.writeLog.firstWrite(within: Deadline.completion) { $0.value == "false" }
            return DismissRun(requestWasInFlight: inFlight, screenFreedAtOnce: freed, requestCancelled: cancelled)
        }
    }

    private static func fetch(id: Int) async -> Call<UserSnapshot> {
        let outcome = await CompletionHandlerCall.outcome { done in
            Broken.APIClient.shared.fetchUser(id: id) { user, error in done(user?.snapshot, error) }
        }
        return Call(outcome: outcome, requests: StubURLProtocol.requests)
    }

    private static func searchThroughLinkSeam(_ query: String) async -> Call<[UserSnapshot]> {
        LinkSeam.handOver(LinkSeam.Answer(data: nil, response: nil, error: nil))
        let handed = Arrival<([UserSnapshot]?, (any Error)?)>()
        BrokenLinkSeam.APIClient.shared.searchUsers(query: query) { users, error in
            handed.deliver((users?.map(\.snapshot), error))
        }
        return Call(outcome: CompletionHandlerCall.outcome(of: await handed.value(within: Deadline.completion)), requests: [])
    }
}

extension Broken.User {
    var snapshot: UserSnapshot { UserSnapshot(id: id, name: name, avatarURL: avatarURL.absoluteString) }
}

extension BrokenLinkSeam.User {
    var snapshot: UserSnapshot { UserSnapshot(id: id, name: name, avatarURL: avatarURL.absoluteString) }
}
