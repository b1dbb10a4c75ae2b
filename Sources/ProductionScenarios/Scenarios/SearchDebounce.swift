import Foundation
import KataTestSupport
import Production

/// Old search results replacing newer ones.
public enum SearchScenarios {
    public static let all: [Scenario<SearchModelFactory>] = [debounce, staleResult, failure]

    /// Red for: no debounce: a search per keystroke
    /// Red for: try? await sleep in the debounce: each cancelled search goes out anyway
    /// Red for: Task.sleep instead of the injected clock
    static let debounce = Scenario<SearchModelFactory>(
        "search.debounce", .searchDebounce, "typing a, ad, ada sends one search, 250 ms after the last key, on the injected clock"
    ) { factory in
        await debounce(factory)
    }

    @MainActor
    static func debounce(_ factory: SearchModelFactory) async -> [Check] {
        let rig = Rig()
        rig.server.on("GET", "/users", reply: .ok(Fixture.adaListJSON))
        let model = factory(rig.seams(maxAttempts: 1))
        let searches = ["a", "ad", "ada"].compactMap { model.queryChanged($0) }
        _ = await rig.clock.waitForSleepers(1, within: Waits.bound)
        rig.clock.advance(by: .milliseconds(249))
        for search in searches.dropLast() { _ = await finishes { await search.value } }
        let early = rig.server.received.map { $0.query("q") ?? "" }
        rig.clock.advance(by: .milliseconds(1))
        let finished = await finishes { if let last = searches.last { await last.value } }
        let sent = rig.server.received.map { $0.query("q") ?? "" }
        return [
            Check(early.isEmpty, "249 ms after the last keystroke the server had already seen searches for \(early): the search waits until typing pauses for 250 ms"),
            Check(sent == ["ada"], "Typing a, ad, ada sent the searches \(sent): it must send only \"ada\""),
            Check(finished && model.state == .results(query: "ada", [Fixture.ada]), "The screen showed \(model.state); it must show Ada for \"ada\""),
        ]
    }

    /// Red for: no cancellation: ada's answer, arriving after bob's, replaces it
    /// Red for: cancelling the task but publishing whatever comes back
    /// Red for: a failure of an old query, arriving after bob's results, replaces them
    static let staleResult = Scenario<SearchModelFactory>(
        "search.stale-result", .searchDebounce, "the answer to an old query never replaces a newer one"
    ) { factory in
        await staleResult(factory)
    }

    @MainActor
    static func staleResult(_ factory: SearchModelFactory) async -> [Check] {
        let late = await typeOnWhileAdaIsOnItsWay(factory, adaAnswer: .ok(Fixture.adaListJSON))
        // The same race, lost by a failure: a cancelled search's failure is as stale as its results.
        let lateFailure = await typeOnWhileAdaIsOnItsWay(factory, adaAnswer: .http(500, Fixture.outageHTML))
        return [
            Check(late.showingBob.resultNames == ["Bob"], "After typing \"bob\" the screen showed \(late.showingBob); it must show Bob"),
            Check(late.state.resultNames == ["Bob"],
                  "You typed \"bob\", then the answer for \"ada\" arrived, and the screen showed \(late.state): an answer to an old query must never replace a newer one"),
            Check(lateFailure.ended && lateFailure.state.resultNames == ["Bob"],
                  "You typed \"bob\" and saw Bob; then the search for \"ada\" failed with a 500, and the screen showed \(lateFailure.state): the failure of an old query must never replace a newer query's results"),
        ]
    }

    /// The user types "ada"; its answer is on its way (it arrives regardless) when they type on,
    /// "bob", whose results come at once; then ada's answer arrives.
    @MainActor
    static func typeOnWhileAdaIsOnItsWay(
        _ factory: SearchModelFactory, adaAnswer: Reply
    ) async -> (showingBob: SearchState, state: SearchState, ended: Bool) {
        let rig = Rig()
        let onItsWay = AnswerOnItsWay()
        rig.server.on("GET", "/users") { request in
            guard request.query("q") == "ada" else { return .ok("[" + Fixture.userEitherCaseJSON(id: 2, name: "Bob") + "]") }
            await onItsWay.hold()
            return adaAnswer
        }
        let model = factory(rig.seams(maxAttempts: 1))
        let ada = model.queryChanged("ada")
        _ = await rig.wakeNextSleeper()
        await onItsWay.waitUntilHeld()
        let bob = model.queryChanged("bob")
        _ = await rig.wakeNextSleeper()
        _ = await finishes { await bob?.value }
        let showingBob = model.state
        onItsWay.release()
        let ended = await finishes { await ada?.value }
        return (showingBob, model.state, ended)
    }

    /// Red for: a failure shown as no results: "nobody is called ada" while the phone is offline
    /// Red for: every failure shown as a server failure: the screen cannot say "you are offline", "sign in" or "try again at 07:28:30"
    static let failure = Scenario<SearchModelFactory>(
        "search.failure", .searchDebounce, "a search that fails shows why, as a reason the screen can act on"
    ) { factory in
        await failure(factory)
    }

    @MainActor
    static func failure(_ factory: SearchModelFactory) async -> [Check] {
        // The search goes out after the 250 ms debounce, and "now" moves with the clock.
        let sent = FixedNow.backToTheFuture.date.addingTimeInterval(0.25)
        let cases: [(String, Reply, FailureReason)] = [
            ("no network", .failure(.notConnectedToInternet), .offline),
            ("a 500", .http(500, Fixture.outageHTML), .server),
            ("a 429 with Retry-After: 30", .http(429, "", headers: ["Retry-After": "30"]), .rateLimited(until: sent.addingTimeInterval(30))),
            ("a 401 the refresh could not cure", .http(401, ""), .signInNeeded),
        ]
        var checks: [Check] = []
        for (what, reply, expected) in cases {
            let rig = Rig()
            rig.server.on("GET", "/users", reply: reply)
            let tokens = TokenStore(credentials: Credentials(accessToken: "a", refreshToken: "r")) { _ throws(APIError) in
                throw .unauthorized(HTTPFailure(status: 401))
            }
            let model = factory(rig.seams(tokens: tokens, maxAttempts: 1))
            let search = model.queryChanged("ada")
            _ = await rig.wakeNextSleeper()
            let ended = await finishes { await search?.value }
            let shown = model.state
            let why = shown.resultNames == [] ? ": an empty list says nobody is called ada, which nobody knows" : ""
            checks.append(Check(ended && shown == .failed(query: "ada", expected),
                                "You searched for \"ada\" and got \(what); the screen showed \(shown)\(why); it must show \(SearchState.failed(query: "ada", expected))"))
        }
        return checks
    }
}

extension SearchState {
    var resultNames: [String]? {
        if case .results(_, let users) = self { return users.map(\.name) }
        return nil
    }
}
