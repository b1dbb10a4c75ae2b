import KataTestSupport
import KataUtilities
import Production

/// The retry loop, through a whole client: what is retried, how long it waits, and what the
/// server's `Retry-After` changes.
public enum RetryScenarios {
    public static let all: [Scenario<ClientFactory>] = [
        deployBlip, attemptLimit, notFound, serverSaysSeconds, serverSaysDate, beyondTheCap, unreadableRetryAfter,
    ]

    /// Red for: Task.sleep instead of the injected clock
    /// Red for: no jitter: the waits ignore the random source
    /// Red for: no retry
    static let deployBlip = Scenario<ClientFactory>(
        "retries.deploy-blip", .retries, "two 503s during a deploy, then the profile: retried after full-jitter waits"
    ) { factory in
        let rig = Rig(fractions: 0.5, 0.75)
        rig.server.on("GET", "/users/1", reply: .http(503, ""), .http(503, ""), .ok(Fixture.adaJSON))
        let client = factory(rig.seams())
        let call = Started { try await client.fetchUser(id: 1) }
        _ = await rig.wakeNextSleeper()
        _ = await rig.wakeNextSleeper()
        let ended = await call.end()
        let expected: [Duration] = [.milliseconds(250), .milliseconds(750)]
        return [
            Check(ended.value?.name == "Ada", "During a deploy the server answered 503, 503, then Ada's profile; the call \(ended) instead of returning Ada"),
            Check(rig.clock.sleeps == expected,
                  "The client waited \(rig.clock.sleeps.text) on the injected clock; with random fractions 0.5 then 0.75, full jitter waits 0.5 s × 0.5 then 1 s × 0.75: \(expected.text)"),
            Check(rig.arrivals("GET", "/users/1") == [.zero, .milliseconds(250), .seconds(1)],
                  "The server saw the profile requested at \(rig.arrivals("GET", "/users/1").text); it must be at 0 s, 0.25 s and 1 s"),
        ]
    }

    /// Red for: no attempt limit: a call that keeps failing with a 503 is repeated without end
    /// Red for: waiting once more after the last attempt before giving up
    static let attemptLimit = Scenario<ClientFactory>(
        "retries.three-attempts", .retries, "a server that stays down gets three attempts, and no wait after the last"
    ) { factory in
        // A clock that moves by itself, so that every wait ends at once: a client with no limit
        // runs on, and the server counts it. At the bound it stops answering (the request is held
        // for good), which stops any client, whatever it does with cancellation.
        let rig = Rig(fractions: 1, clock: ManualClock(advancesByItself: true))
        let bound = 20
        let requests = Locked(0)
        let runaway = Arrival<Void>()
        rig.server.on("GET", "/users/1") { _ in
            guard requests.withLock({ $0 += 1; return $0 }) < bound else {
                runaway.deliver(())
                return .held(.http(503, ""))
            }
            return .http(503, "")
        }
        let client = factory(rig.seams())
        let call = Started { try await client.fetchUser(id: 1) }
        let ended = Locked<Outcome<User>?>(nil)
        _ = await eitherHappens({ await runaway.value(within: Waits.bound) != nil }, {
            let end = await call.end()
            ended.withLock { $0 = end }
            return true
        })
        guard let ended = ended.withLock({ $0 }), requests.withLock({ $0 }) < bound else {
            return [Check(false, "A server that answers 503 every time saw \(bound) requests and counting for one profile: the client retries without end; three attempts is the limit, then the call fails with bad status 503")]
        }
        let count = requests.withLock { $0 }
        return [
            Check(ended.failure == .badStatus(503), "A server that answers 503 every time: the call \(ended); it must fail with bad status 503"),
            Check(count == 3, "The server saw \(count) requests for one profile; three attempts is the limit"),
            Check(rig.clock.sleeps == [.milliseconds(500), .seconds(1)], "The client waited \(rig.clock.sleeps.text); between three attempts it waits twice: 0.5 s, 1 s"),
        ]
    }

    /// Red for: retrying every failure: a 404 will be a 404 again, and the user waits for nothing
    static let notFound = Scenario<ClientFactory>(
        "retries.not-found", .retries, "a 404 is not retried"
    ) { factory in
        let rig = Rig()
        rig.server.on("GET", "/users/1", reply: .http(404, ""))
        let client = factory(rig.seams())
        let ended = await AsyncCall.outcome { try await client.fetchUser(id: 1) }
        return [
            Check(ended.failure == .badStatus(404), "A profile that does not exist: the call \(ended); it must fail with bad status 404"),
            Check(rig.server.received.count == 1 && rig.clock.sleeps.isEmpty,
                  "The server saw \(rig.server.received.count) requests and the client waited \(rig.clock.sleeps.text): a 404 gets one request and no wait"),
        ]
    }

    /// Red for: ignoring Retry-After and backing off on our own schedule
    /// Red for: Task.sleep instead of the injected clock
    static let serverSaysSeconds = Scenario<ClientFactory>(
        "retry-after.waits-seconds", .retryAfter, "a 503 with Retry-After: 7 waits exactly 7 s"
    ) { factory in
        let rig = Rig()
        rig.server.on("GET", "/users/1", reply: .http(503, "", headers: ["Retry-After": "7"]), .ok(Fixture.adaJSON))
        let client = factory(rig.seams())
        let call = Started { try await client.fetchUser(id: 1) }
        _ = await rig.wakeNextSleeper()
        let ended = await call.end()
        return [
            Check(ended.value?.name == "Ada", "After a 503 with Retry-After: 7 and then Ada's profile, the call \(ended)"),
            Check(rig.arrivals("GET", "/users/1") == [.zero, .seconds(7)],
                  "The server said to come back in 7 s, and saw the retry at \(rig.arrivals("GET", "/users/1").dropFirst().map(\.text))"),
        ]
    }

    /// Red for: Date() instead of the injected now: the date looks long past, and the retry goes out at once
    static let serverSaysDate = Scenario<ClientFactory>(
        "retry-after.waits-until-the-date", .retryAfter, "a 429 with an HTTP date waits until that time on the injected now"
    ) { factory in
        let rig = Rig()
        // The rig's "now" starts at 07:28:00 GMT on 21 October 2015.
        rig.server.on("GET", "/users/1", reply: .http(429, "", headers: ["Retry-After": "Wed, 21 Oct 2015 07:28:12 GMT"]), .ok(Fixture.adaJSON))
        let client = factory(rig.seams())
        let call = Started { try await client.fetchUser(id: 1) }
        _ = await rig.wakeNextSleeper()
        let ended = await call.end()
        return [
            Check(ended.value?.name == "Ada", "After a 429 asking to wait until 07:28:12 and then Ada's profile, the call \(ended)"),
            Check(rig.arrivals("GET", "/users/1") == [.zero, .seconds(12)],
                  "At 07:28:00 the server asked for a pause until 07:28:12; it saw the retry at \(rig.arrivals("GET", "/users/1").dropFirst().map(\.text)) instead of 12 s"),
        ]
    }

    /// Red for: waiting out Retry-After: 120 behind a spinner
    /// Red for: ignoring it and retrying at once
    static let beyondTheCap = Scenario<ClientFactory>(
        "retry-after.beyond-the-cap", .retryAfter, "a Retry-After over 60 s is reported at once, not waited for"
    ) { factory in
        // A clock that moves by itself: a client that waits out the two minutes does, and shows it.
        let rig = Rig(clock: ManualClock(advancesByItself: true))
        rig.server.on("GET", "/users/1", reply: .http(503, "", headers: ["Retry-After": "120"]), .ok(Fixture.adaJSON))
        let client = factory(rig.seams())
        let ended = await AsyncCall.outcome { try await client.fetchUser(id: 1) }
        return [
            Check(ended.failure == .rateLimited(retryAfter: .seconds(120)),
                  "The server asked for a two-minute pause: the call \(ended) after waiting \(rig.clock.sleeps.text); it must end at once as rate limited, retry after 120 s, so the screen can say when"),
            Check(rig.server.received.count == 1, "The server saw \(rig.server.received.count) requests; nothing may be sent before the two minutes are up"),
        ]
    }

    /// Red for: reading garbage as zero: a tight loop against a struggling server
    static let unreadableRetryAfter = Scenario<ClientFactory>(
        "retry-after.unreadable", .retryAfter, "an unreadable Retry-After falls back to the backoff"
    ) { factory in
        let rig = Rig(fractions: 0.5)
        rig.server.on("GET", "/users/1", reply: .http(503, "", headers: ["Retry-After": "soon"]), .ok(Fixture.adaJSON))
        let client = factory(rig.seams())
        let call = Started { try await client.fetchUser(id: 1) }
        _ = await rig.wakeNextSleeper()
        let ended = await call.end()
        return [
            Check(ended.value?.name == "Ada", "After a 503 with Retry-After: soon, then Ada: the call \(ended)"),
            Check(rig.clock.sleeps == [.milliseconds(250)], "The client waited \(rig.clock.sleeps.text); the backoff with random fraction 0.5 waits 0.25 s"),
        ]
    }
}
