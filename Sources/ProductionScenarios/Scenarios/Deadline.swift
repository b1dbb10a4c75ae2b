import KataTestSupport
import Production

/// One deadline for the whole call, and no wait that runs past it.
public enum DeadlineScenarios {
    public static let all: [Scenario<ClientFactory>] = [
        retryAfterPastTheDeadline, backoffPastTheDeadline, requestAtTheDeadline, slowAttempts, slowAnswer,
    ]

    /// Red for: sleeping the whole Retry-After, then failing: the user stares at a spinner for nothing
    static let retryAfterPastTheDeadline = Scenario<ClientFactory>(
        "deadline.retry-after", .deadline, "a Retry-After that ends after the deadline ends the call now"
    ) { factory in
        let rig = Rig()
        rig.server.on("GET", "/users/1", reply: .http(503, "", headers: ["Retry-After": "20"]), .ok(Fixture.adaJSON))
        let client = factory(rig.seams(deadline: .seconds(10)))
        let ended = await AsyncCall.outcome { try await client.fetchUser(id: 1) }
        return [
            Check(ended.failure == .deadlineExceeded,
                  "With 10 s to go, the server asked for 20 s: the call \(ended); it must end at once with the deadline exceeded"),
            Check(rig.clock.sleeps.allSatisfy { $0 <= .seconds(10) }, "The client asked to sleep \(rig.clock.sleeps.text): no wait may run past the 10 s deadline"),
        ]
    }

    /// Red for: a deadline per attempt only: three attempts and two waits can take far longer than the screen allows
    static let backoffPastTheDeadline = Scenario<ClientFactory>(
        "deadline.backoff", .deadline, "backoff waits that would add up past the deadline stop the retries"
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
            Check(ended.failure == .deadlineExceeded, "With a 1 s deadline the second wait (1 s) would end at 1.5 s: the call \(ended); it must end with the deadline exceeded"),
            Check(rig.server.received.count == 2 && rig.clock.elapsed == .milliseconds(500),
                  "The server saw \(rig.server.received.count) requests and the call ended at \(rig.clock.elapsed.text): two attempts, ending at 0.5 s, without the wait that would overrun"),
        ]
    }

    /// Red for: a deadline checked only between attempts: a server that never answers holds the screen for ever
    static let requestAtTheDeadline = Scenario<ClientFactory>(
        "deadline.in-flight", .deadline, "a request still out at the deadline is cancelled, and the call ends"
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
            Check(ended.failure == .deadlineExceeded, "The server never answered, and the 10 s deadline passed: the call \(ended); it must end with the deadline exceeded"),
            Check(cancelled, "The request was still waiting for its answer after the deadline: it must be cancelled"),
        ]
    }

    /// On the manual clock an attempt takes no time; here the server takes 6 s over each answer.
    /// Red for: a deadline raced around each attempt: every attempt gets the whole budget again, and a slow server holds the spinner past it
    static let slowAttempts = Scenario<ClientFactory>(
        "deadline.slow-attempts", .deadline, "the time the server takes counts: a retry still out when the deadline falls ends with the call"
    ) { factory in
        let rig = Rig(fractions: 1)
        // A 503 at 6 s; after the 0.5 s wait, the retry's answer would come at 12.5 s.
        rig.server.on("GET", "/users/1", rig.slow(.seconds(6), .http(503, ""), .ok(Fixture.adaJSON)))
        let client = factory(rig.seams(deadline: .seconds(10)))
        let call = Started { try await client.fetchUser(id: 1) }
        _ = await rig.clock.waitForSleeper(wakingBy: .seconds(6), within: Waits.bound)
        rig.clock.advance(to: .seconds(6))
        _ = await rig.clock.waitForSleeper(wakingBy: .milliseconds(6500), within: Waits.bound)
        rig.clock.advance(to: .milliseconds(6500))
        // The retry is out: the server at work on it, and the deadline's timer.
        _ = await rig.server.waitForRequests(2, within: Waits.bound)
        _ = await rig.clock.waitForSleepers(2, within: Waits.bound)
        rig.clock.advance(to: .seconds(10))
        // Past 12.5 s wakes only a deadline that was started again for the retry.
        let atTheDeadline = await endsAtOnce(call, orSleepsPast: .milliseconds(12500), on: rig.clock)
        var ended = atTheDeadline
        if ended == nil {
            rig.clock.advance(to: .milliseconds(12500))
            ended = await call.end()
        }
        let what = atTheDeadline == nil ? "was still waiting at 10 s, and \(ended ?? .neverCompleted) at \(rig.clock.elapsed.text)" : "\(ended ?? .neverCompleted)"
        return [
            Check(atTheDeadline?.failure == .deadlineExceeded,
                  "The server took 6 s over each answer: a 503 at 6 s, and the retry, sent at 6.5 s, still unanswered when the 10 s deadline fell. The call \(what); it must end at 10 s with the deadline exceeded: the time the attempts take counts against the screen's budget"),
            Check(rig.server.received.count == 2, "The server saw \(rig.server.received.count) requests: two, the first and its retry"),
        ]
    }

    /// Red for: a budget that counts only the waits: the 6 s the server took are left out, and the call waits for a retry it has no time to send
    static let slowAnswer = Scenario<ClientFactory>(
        "deadline.slow-answer", .deadline, "a wait that would end after the deadline, counted from when a slow answer came, ends the call then"
    ) { factory in
        let rig = Rig()
        rig.server.on("GET", "/users/1", rig.slow(.seconds(6), .http(503, "", headers: ["Retry-After": "5"]), .ok(Fixture.adaJSON)))
        let client = factory(rig.seams(deadline: .seconds(10)))
        let call = Started { try await client.fetchUser(id: 1) }
        _ = await rig.clock.waitForSleeper(wakingBy: .seconds(6), within: Waits.bound)
        rig.clock.advance(to: .seconds(6))
        let ended = await endsAtOnce(call, orSleepsPast: .seconds(10), on: rig.clock)
        let endedAt = rig.clock.elapsed
        if ended == nil {
            call.cancel()
            _ = await call.end()
        }
        let what = ended.map { "\($0) at \(endedAt.text)" } ?? "started a wait that ends after the deadline"
        return [
            Check(ended?.failure == .deadlineExceeded && endedAt == .seconds(6),
                  "The server took 6 s to answer 503 with Retry-After: 5, and 4 s of the 10 s deadline were left: the call \(what); it must end at once, at 6 s, with the deadline exceeded. The time the attempts took counts, not only the waits"),
        ]
    }
}
