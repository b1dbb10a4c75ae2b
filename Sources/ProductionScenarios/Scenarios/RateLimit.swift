import KataTestSupport
import Production

/// After a 429, every feature waits: the limit is the client's, not one request's.
public enum RateLimitScenarios {
    public static let all: [Scenario<ClientFactory>] = [sharedWait, beyondTheCapStopsEveryone, pastTheDeadline]

    /// Red for: a wait kept per request: the search waits, and the profile screen goes on sending
    static let sharedWait = Scenario<ClientFactory>(
        "rate-limit.shared", .rateLimit, "after a 429 with Retry-After: 5, no request of any screen leaves before 5 s"
    ) { factory in
        let rig = Rig()
        rig.server.on("GET", "/users", reply: .http(429, "", headers: ["Retry-After": "5"]), .ok("[]"))
        rig.server.on("GET", "/users/1", reply: .ok(Fixture.adaJSON))
        let client = factory(rig.seams())
        let search = Started { try await client.searchUsers(matching: "ada") }
        _ = await rig.clock.waitForSleepers(1, within: Waits.bound)
        rig.clock.advance(by: .seconds(1))
        let profile = Started { try await client.fetchUser(id: 1) }
        // Correct: the profile joins the wait. Wrong: it goes out now and ends.
        _ = await eitherHappens({ await rig.clock.waitForSleepers(2, within: Waits.bound) },
                         { await rig.server.waitForRequests(2, within: Waits.bound) })
        rig.clock.advance(to: .seconds(5))
        let (searched, loaded) = (await search.end(), await profile.end())
        let profileAt = rig.arrivals("GET", "/users/1")
        let searchAt = rig.arrivals("GET", "/users")
        return [
            Check(profileAt.allSatisfy { $0 >= .seconds(5) },
                  "At 0 s the server answered the search 429, Retry-After: 5; the profile screen's request still reached it at \(profileAt.text). No request may leave before 5 s"),
            Check(searchAt == [.zero, .seconds(5)], "The search was sent at \(searchAt.text); its retry belongs at 5 s"),
            Check(searched.value != nil && loaded.value?.name == "Ada", "After the wait, the search \(searched) and the profile \(loaded)"),
        ]
    }

    /// Red for: stopping only the request that got the 429
    static let beyondTheCapStopsEveryone = Scenario<ClientFactory>(
        "rate-limit.long-pause", .rateLimit, "a pause longer than the client waits stops every screen at once"
    ) { factory in
        let rig = Rig()
        rig.server.on("GET", "/users", reply: .http(429, "", headers: ["Retry-After": "120"]))
        rig.server.on("GET", "/users/1", reply: .ok(Fixture.adaJSON))
        let client = factory(rig.seams())
        let searched = await AsyncCall.outcome { try await client.searchUsers(matching: "ada") }
        let loaded = await AsyncCall.outcome { try await client.fetchUser(id: 1) }
        return [
            Check(searched.failure == .rateLimited(retryAfter: .seconds(120)), "The server asked for a two-minute pause: the search \(searched)"),
            Check(loaded.failure?.isRateLimited == true && rig.server.received("GET", "/users/1").isEmpty,
                  "A second later the profile \(loaded), and the server saw \(rig.server.received("GET", "/users/1").count) profile request(s): during the pause nothing may be sent, and the screen must hear it is rate limited"),
        ]
    }

    /// Red for: the rate limit's wait started without asking the deadline: the screen waits out its whole budget for a request it cannot send in time
    static let pastTheDeadline = Scenario<ClientFactory>(
        "rate-limit.past-the-deadline", .rateLimit, "a rate-limit pause that ends after the deadline ends the call at once, on every screen"
    ) { factory in
        let rig = Rig()
        rig.server.on("GET", "/users", reply: .http(429, "", headers: ["Retry-After": "20"]))
        rig.server.on("GET", "/users/1", reply: .ok(Fixture.adaJSON))
        let client = factory(rig.seams(deadline: .seconds(10)))
        let search = Started { try await client.searchUsers(matching: "ada") }
        let searched = await endsAtOnce(search, orSleepsPast: .seconds(10), on: rig.clock)
        let searchEndedAt = rig.clock.elapsed
        if searched == nil {
            search.cancel()
            _ = await search.end()
        }
        rig.clock.advance(by: .seconds(1))
        let profile = Started { try await client.fetchUser(id: 1) }
        let loaded = await endsAtOnce(profile, orSleepsPast: .seconds(11), on: rig.clock)
        let profileEndedAt = rig.clock.elapsed
        if loaded == nil {
            profile.cancel()
            _ = await profile.end()
        }
        let sent = rig.server.received("GET", "/users/1").count
        return [
            Check(searched?.failure.map(\.isReportedAtTheDeadline) == true && searchEndedAt == .zero,
                  "With a 10 s deadline, the server answered the search 429, Retry-After: 20: the search \(searched.map { "\($0) at \(searchEndedAt.text)" } ?? "started a wait that ends after its deadline"); it must end at once, deadline exceeded or rate limited"),
            Check(loaded?.failure.map(\.isReportedAtTheDeadline) == true && profileEndedAt == .seconds(1) && sent == 0,
                  "A second later the profile screen opened, with 10 s of its own, and every request held until 20 s: the profile \(loaded.map { "\($0) at \(profileEndedAt.text)" } ?? "started a wait that ends after its deadline"), and the server saw \(sent) profile request(s); it must end at once, deadline exceeded or rate limited, and send nothing"),
        ]
    }
}

extension Failure {
    var isRateLimited: Bool {
        if case .rateLimited = self { return true }
        return false
    }

    /// The two honest reports of a wait that cannot fit in the deadline.
    var isReportedAtTheDeadline: Bool { self == .deadlineExceeded || isRateLimited }
}
