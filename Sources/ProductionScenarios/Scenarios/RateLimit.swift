import KataTestSupport
import Production

/// After a 429, every feature waits: the limit is the client's, not one request's.
public enum RateLimitScenarios {
    public static let all: [Scenario<ClientFactory>] = [sharedWait, beyondTheCapStopsEveryone]

    static let sharedWait = Scenario<ClientFactory>(
        "rate-limit.shared", .rateLimit, "after a 429 with Retry-After: 5, no request of any screen leaves before 5 s",
        refuses: ["a wait kept per request: the search waits, and the profile screen goes on sending"]
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
        _ = await either({ await rig.clock.waitForSleepers(2, within: Waits.bound) },
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

    static let beyondTheCapStopsEveryone = Scenario<ClientFactory>(
        "rate-limit.long-pause", .rateLimit, "a pause longer than the client waits stops every screen at once",
        refuses: ["stopping only the request that got the 429"]
    ) { factory in
        let rig = Rig()
        rig.server.on("GET", "/users", reply: .http(429, "", headers: ["Retry-After": "120"]))
        rig.server.on("GET", "/users/1", reply: .ok(Fixture.adaJSON))
        let client = factory(rig.seams())
        let searched = await ending { try await client.searchUsers(matching: "ada") }
        let loaded = await ending { try await client.fetchUser(id: 1) }
        return [
            Check(searched.symptom == .rateLimited(retryAfter: .seconds(120)), "The server asked for a two-minute pause: the search \(searched)"),
            Check(loaded.symptom?.isRateLimited == true && rig.server.received("GET", "/users/1").isEmpty,
                  "A second later the profile \(loaded), and the server saw \(rig.server.received("GET", "/users/1").count) profile request(s): during the pause nothing may be sent, and the screen must hear it is rate limited"),
        ]
    }
}

extension Symptom {
    var isRateLimited: Bool {
        if case .rateLimited = self { return true }
        return false
    }
}
