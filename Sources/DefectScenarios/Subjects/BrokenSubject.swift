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
            let handed = Arrival<([UserSnapshot]?, (any Error)?)>()
            Broken.APIClient.shared.searchUsers(query: query) { users, error in
                handed.deliver((users?.map(\.snapshot), error))
            }
            return Call(outcome: await Self.outcome(of: handed, after: Self.stubAnswer), requests: StubURLProtocol.requests)
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
            let screen = await MainActor.run {
                let screen = ProfileViewController()
                if let userID { screen.userID = userID }
                screen.loadViewIfNeeded()
                return screen
            }
            let (label, spinner) = await MainActor.run { (screen.nameLabel!, screen.spinner!) }
            await Self.stubAnswer()
            let watched = await ScreenWatch.untilSpinnerStops(label: label, spinner: spinner, within: Deadline.completion)
            return ScreenRun(labelText: watched.text, spinnerStopped: watched.stopped,
                             writes: watched.writes, requests: StubURLProtocol.requests)
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
        let handed = Arrival<(UserSnapshot?, (any Error)?)>()
        Broken.APIClient.shared.fetchUser(id: id) { user, error in
            handed.deliver((user?.snapshot, error))
        }
        return Call(outcome: await outcome(of: handed, after: stubAnswer), requests: StubURLProtocol.requests)
    }

    private static func searchThroughLinkSeam(_ query: String) async -> Call<[UserSnapshot]> {
        LinkSeam.handOver(LinkSeam.Answer(data: nil, response: nil, error: nil))
        let handed = Arrival<([UserSnapshot]?, (any Error)?)>()
        BrokenLinkSeam.APIClient.shared.searchUsers(query: query) { users, error in
            handed.deliver((users?.map(\.snapshot), error))
        }
        return Call(outcome: await outcome(of: handed, after: {}), requests: [])
    }

    /// Waits, within reason, for the stub to answer the request: a handler's deadline counts
    /// from the moment it had its answer, however slowly URLSession got the request going.
    private static func stubAnswer() async {
        _ = await StubURLProtocol.waitForAnswers(1, within: Deadline.hang)
    }

    /// What a completion handler was called with, or that it was not called in time once
    /// `answered` says the transport had answered.
    private static func outcome<Value>(
        of handed: Arrival<(Value?, (any Error)?)>, after answered: () async -> Void
    ) async -> Outcome<Value> {
        await answered()
        return switch await handed.value(within: Deadline.completion) {
        case nil: .neverCompleted
        case (let value?, _)?: .returned(value)
        case (nil, let error?)?: .failed(Failure(error))
        case (nil, nil)?: .emptyHanded
        }
    }
}

extension Broken.User {
    var snapshot: UserSnapshot { UserSnapshot(id: id, name: name, avatarURL: avatarURL.absoluteString) }
}

extension BrokenLinkSeam.User {
    var snapshot: UserSnapshot { UserSnapshot(id: id, name: name, avatarURL: avatarURL.absoluteString) }
}
