import DefectScenarios
import ExerciseSupport
import Foundation
import KataTestSupport
import Testing

@Suite struct RetryingGetTests {
    /// `get` against a fake server answering `replies` in turn: what came back, as text, and
    /// every request the fake saw.
    static func fetch(replying replies: Reply...) async -> Call<String> {
        let fake = FakeTransport(replies: replies)
        let url = URL(string: "https://api.example.com/users/1")!
        let outcome = await AsyncCall.outcome { String(decoding: try await get(url, using: fake.transport), as: UTF8.self) }
        return Call(outcome: outcome, requests: await fake.requests)
    }

    @Test func everyRequestHasATimeoutOfHalfAMinuteOrLess() async {
        let deploy = await Self.fetch(replying: .http(503, ""), .ok("Ada"))
        let timeouts = deploy.requests.map(\.timeoutInterval)
        expect(
            defect: 12, !timeouts.isEmpty && timeouts.allSatisfy { $0 > 0 && $0 <= 30 },
            "the requests' timeoutInterval is \(timeouts.map { "\($0) s" }): URLSession's default of 60 s is a minute of spinner, and anything near it is as long; set 30 s or less on every request")
    }

    @Test func a503DuringADeployIsTriedAgain() async {
        let deploy = await Self.fetch(replying: .http(503, ""), .ok("Ada"))
        expect(
            defect: 12, deploy.outcome == .returned("Ada") && deploy.requests.count == 2,
            "after a 503 (a deploy) and then a 200, get \(deploy.outcome) \(deploy.requestCount), instead of returning Ada's body on the second attempt")
    }

    @Test func aServerThatStaysDownIsTriedThreeTimesThenReported() async {
        let outage = await Self.fetch(replying: .http(500, Fixture.outageHTML))
        expect(
            defect: 12, outage.requests.count == 3,
            "with the server down (a 500 every time) get \(outage.outcome) \(outage.requestCount); a transient failure is tried three times in all, then reported")
        expect(defect: 12, outage.outcome == .failed(.badStatus(500)), "after three 500s get must fail with status 500; it \(outage.outcome)")
    }

    @Test func aTimeoutIsTriedThreeTimesThenReported() async {
        let timeout = await Self.fetch(replying: .failure(.timedOut))
        expect(
            defect: 12, timeout.requests.count == 3 && timeout.outcome == .failed(.transport(.timedOut)),
            "a request that times out may work a moment later: it is tried three times in all, then its timeout reported; get \(timeout.outcome) \(timeout.requestCount)")
    }

    @Test func aNotFoundIsNotTriedAgain() async {
        let missing = await Self.fetch(replying: .http(404, ""))
        expect(
            defect: 12, missing.requests.count == 1 && missing.outcome == .failed(.badStatus(404)),
            "a 404 will be a 404 next time too, so it is reported at once; get \(missing.outcome) \(missing.requestCount)")
    }
}
