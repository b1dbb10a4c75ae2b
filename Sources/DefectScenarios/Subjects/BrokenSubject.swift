import Broken
import BrokenLinkSeam
import Foundation
import KataTestSupport
import KataUtilities

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
        if replies == [.nothing] {
            return await Self.throughLinkSeam { done in BrokenLinkSeam.APIClient.shared.fetchUser(id: id) { done($0?.snapshot, $1) } }
        }
        return await StubURLProtocol.exclusive(replying: replies) { await Self.fetch(id: id) }
    }

    public func searchUsers(matching query: String, replies: [Reply]) async -> Call<[UserSnapshot]> {
        if replies == [.nothing] {
            return await Self.throughLinkSeam { done in
                BrokenLinkSeam.APIClient.shared.searchUsers(query: query) { done($0?.map(\.snapshot), $1) }
            }
        }
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

    public func withProfileScreen<Result: Sendable>(
        userID: Int?, replies: [Reply], _ body: @Sendable (ProfileScreenRig) async -> Result
    ) async -> Result {
        await StubURLProtocol.exclusive(replying: replies) {
            let rig = ProfileScreenRig(
                makeScreen: {
                    let screen = ProfileViewController()
                    if let userID { screen.userID = userID }
                    return ProfileScreen(controller: screen, label: screen.nameLabel, spinner: screen.spinner)
                },
                // A handler URLSession will call, it calls within moments of the stub's answer.
                reactionTime: Waits.completion,
                waitForRequests: { await StubURLProtocol.waitForRequests($0, within: $1) },
                // Answered, and its completion handler (if URLSession will call it) has run.
                waitForAnswers: { count, within in
                    let answered = await StubURLProtocol.waitForAnswers(count, within: within)
                    return await StubURLProtocol.waitForCallbacks(within: within) && answered
                },
                waitForCancellation: { await StubURLProtocol.waitForCancellation(within: $0) },
                releaseHeldReplies: { StubURLProtocol.releaseHeldReplies() },
                requests: { StubURLProtocol.requests })
            return await body(rig)
        }
    }

    private static func fetch(id: Int) async -> Call<UserSnapshot> {
        let outcome = await CompletionHandlerCall.outcome { done in
            Broken.APIClient.shared.fetchUser(id: id) { user, error in done(user?.snapshot, error) }
        }
        return Call(outcome: outcome, requests: StubURLProtocol.requests)
    }

    /// Calls Broken's code compiled against the link seam's `URLSession`, which hands its handler
    /// no data, no response and no error. Taken in turn with the stub, like every Broken call.
    private static func throughLinkSeam<Value: Sendable & Equatable>(
        _ start: @escaping @Sendable (@escaping @Sendable (Value?, (any Error)?) -> Void) -> Void
    ) async -> Call<Value> {
        await StubURLProtocol.exclusive(replying: [.nothing]) {
            LinkSeam.handOver(LinkSeam.Answer(data: nil, response: nil, error: nil))
            let handed = Arrival<(Value?, (any Error)?)>()
            start { value, error in handed.deliver((value, error)) }
            // Every handler the seam queued has returned: it called back by then, or never will.
            let handled = Arrival<Void>()
            LinkSeam.callbacks.notify(queue: .global()) { handled.deliver(()) }
            _ = await handled.value(within: Waits.bound)
            return Call(outcome: CompletionHandlerCall.outcome(of: await handed.value(within: Waits.completion)), requests: [])
        }
    }
}

extension Broken.User {
    var snapshot: UserSnapshot { UserSnapshot(id: id, name: name, avatarURL: avatarURL.absoluteString) }
}

extension BrokenLinkSeam.User {
    var snapshot: UserSnapshot { UserSnapshot(id: id, name: name, avatarURL: avatarURL.absoluteString) }
}
