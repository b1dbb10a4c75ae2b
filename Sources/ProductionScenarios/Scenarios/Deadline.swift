import KataTestSupport
import Production

/// One deadline for the whole call, and no wait that runs past it.
public enum DeadlineScenarios {
    public static let all: [Scenario<ClientFactory>] = [retryAfterPastTheDeadline, backoffPastTheDeadline, requestAtTheDeadline]

    static let retryAfterPastTheDeadline = Scenario<ClientFactory>(
        "deadline.retry-after", .deadline, "a Retry-After that ends after the deadline ends the call now",
        refuses: ["sleeping the whole Retry-After, then failing: the user stares at a spinner for nothing"]
    ) { factory in
        let rig = Rig()
        rig.server.on("GET", "/users/1", reply: .http(503, "", headers: ["Retry-After": "20"]), .ok(Fixture.adaJSON))
        let client = factory(rig.seams(deadline: .seconds(10)))
        let ended = await ending { try await client.fetchUser(id: 1) }
        return [
            Check(ended.symptom == .deadlineExceeded,
                  "With 10 s to go, the server asked for 20 s: the call \(ended); it must end at once with the deadline exceeded"),
            Check(rig.clock.sleeps.allSatisfy { $0 <= .seconds(10) }, "The client asked to sleep \(rig.clock.sleeps.text): no wait may run past the 10 s deadline"),
        ]
    }

    static let backoffPastTheDeadline = Scenario<ClientFactory>(
        "deadline.backoff", .deadline, "backoff waits that would add up past the deadline stop the retries",
        refuses: ["a deadline per attempt only: three attempts and two waits can take far longer than the screen allows"]
    ) { factory in
        let rig = Rig(fractions: 1)
        rig.server.on("GET", "/users/1", reply: .http(503, ""))
        let client = factory(rig.seams(deadline: .seconds(1)))
        let call = Started { try await client.fetchUser(id: 1) }
        // The first retry's wait, not the deadline's own timer, if there is one.
        _ = await rig.clock.waitForSleeper(wakingBy: .milliseconds(500), within: Waits.bound)
        rig.clock.advanceToNextWakeUp()
        let ended = await call.end()
        return [
            Check(ended.symptom == .deadlineExceeded, "With a 1 s deadline the second wait (1 s) would end at 1.5 s: the call \(ended); it must end with the deadline exceeded"),
            Check(rig.server.received.count == 2 && rig.clock.now == .milliseconds(500),
                  "The server saw \(rig.server.received.count) requests and the call ended at \(rig.clock.now.text): two attempts, ending at 0.5 s, without the wait that would overrun"),
        ]
    }

    static let requestAtTheDeadline = Scenario<ClientFactory>(
        "deadline.in-flight", .deadline, "a request still out at the deadline is cancelled, and the call ends",
        refuses: ["a deadline checked only between attempts: a server that never answers holds the screen for ever"]
    ) { factory in
        let rig = Rig()
        rig.server.on("GET", "/users/1", reply: .held(.ok(Fixture.adaJSON)))
        let client = factory(rig.seams(deadline: .seconds(10)))
        let call = Started { try await client.fetchUser(id: 1) }
        _ = await rig.server.waitForRequests(1, within: Waits.bound)
        _ = await rig.clock.waitForSleepers(1, within: Waits.bound)
        rig.clock.advance(by: .seconds(10))
        let ended = await call.end()
        let cancelled = await rig.server.waitForCancellation(within: Waits.bound)
        rig.server.releaseHeldReplies()
        return [
            Check(ended.symptom == .deadlineExceeded, "The server never answered, and the 10 s deadline passed: the call \(ended); it must end with the deadline exceeded"),
            Check(cancelled, "The request was still waiting for its answer after the deadline: it must be cancelled"),
        ]
    }
}
