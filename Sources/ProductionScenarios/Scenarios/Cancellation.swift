import KataTestSupport
import Production

/// Cancellation goes through the wait and the request in flight, and comes out as cancellation.
public enum CancellationScenarios {
    public static let all: [Scenario<ClientFactory>] = [duringTheWait, inFlight]

    /// Red for: try? await sleep: the cancellation is swallowed, and the next attempt goes out for a screen that is gone
    static let duringTheWait = Scenario<ClientFactory>(
        "cancellation.during-the-wait", .cancellation, "cancelled while waiting to retry: it ends at once, and sends nothing more"
    ) { factory in
        let rig = Rig()
        rig.server.on("GET", "/users/1", reply: .http(503, ""))
        let client = factory(rig.seams())
        let call = Started { try await client.fetchUser(id: 1) }
        _ = await rig.clock.waitForSleepers(1, within: Waits.bound)
        call.cancel()
        let ended = await call.end()
        return [
            Check(ended.failure == .cancelled, "The user left while the client waited to retry: the call \(ended); it must end as cancelled, without moving the clock"),
            Check(rig.server.received.count == 1,
                  "After the user left, the client went on to send \(rig.server.received.count - 1) more request(s): cancellation must stop the retries"),
        ]
    }

    /// Red for: mapping URLError(.cancelled) to a transport error: the screen shows "you are offline" to a user who only left
    /// Red for: retrying a cancelled request
    static let inFlight = Scenario<ClientFactory>(
        "cancellation.in-flight", .cancellation, "cancelled with the request in flight: cancelled, not a transport error, and not retried"
    ) { factory in
        let rig = Rig()
        rig.server.on("GET", "/users/1", reply: .held(.ok(Fixture.adaJSON)))
        let client = factory(rig.seams())
        let call = Started { try await client.fetchUser(id: 1) }
        _ = await rig.server.waitForRequests(1, within: Waits.bound)
        call.cancel()
        let ended = await call.end()
        rig.server.releaseHeldReplies()
        return [
            Check(ended.failure == .cancelled, "The user left while the profile was loading: the call \(ended); it must end as cancelled"),
            Check(rig.server.received.count == 1, "The server saw \(rig.server.received.count) requests: a cancelled request is not retried"),
        ]
    }
}
