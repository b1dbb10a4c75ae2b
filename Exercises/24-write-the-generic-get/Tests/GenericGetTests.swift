import DefectScenarios
import ExerciseSupport
import Foundation
import KataTestSupport
import Testing

/// What the tests ask `get` for.
struct Person: Decodable, Equatable, Sendable, CustomStringConvertible {
    let id: Int
    let name: String

    var description: String { name }
}

extension APIError: FailureConvertible {
    // Public because these tests may compile as a module of their own beside yours, and a
    // public protocol's requirements must then be met in public.
    public var failure: Failure {
        switch self {
        case .transport(let code): .transport(code)
        case .badStatus(let status): .badStatus(status)
        case .decoding: .decoding
        }
    }
}

/// `get` against a fake server answering `replies` in turn, with a retry delay of 1 s and a
/// sleep that writes each wait down: how it ended, every request, every wait.
func get<Response: Decodable & Equatable & Sendable>(_ type: Response.Type, replying replies: Reply...) async -> Call<Response> {
    let fake = FakeTransport(replies: replies)
    let waits = WaitLog()
    let client = APIClient(transport: fake.transport, retryDelay: .seconds(1), sleep: waits.sleep)
    let url = URL(string: "https://api.example.com/users/1")!
    let outcome = await AsyncCall.outcome { () async throws -> Response in try await client.get(url) }
    return Call(outcome: outcome, requests: await fake.requests, waits: waits.recorded)
}

let ada = #"{"id": 1, "name": "Ada"}"#

@Suite struct GenericGetTests {
    @Test func anAnswerDecodesAsWhatWasAskedFor() async {
        let one = await get(Person.self, replying: .ok(ada))
        let many = await get([Person].self, replying: .ok("[\(ada)]"))
        let timeouts = (one.requests + many.requests).map(\.timeoutInterval)
        expect(defect: 15, one.outcome == .returned(Person(id: 1, name: "Ada")), "asked for a Person, get \(one.outcome)")
        expect(defect: 15, many.outcome == .returned([Person(id: 1, name: "Ada")]), "asked for [Person], get \(many.outcome)")
        expect(
            defect: 12, !timeouts.isEmpty && timeouts.allSatisfy { $0 > 0 && $0 < 60 },
            "the requests' timeoutInterval is \(timeouts.map { "\($0) s" }): URLSession's default of 60 s is a minute of spinner")
    }

    @Test func aStatusOutside2xxIsBadStatusAndA404IsNotTriedAgain() async {
        let missing = await get(Person.self, replying: .http(404, ada))
        expect(
            defect: 10, missing.outcome == .failed(.badStatus(404)) && missing.requests.count == 1,
            "a 404 whose body looks like a person must fail with APIError.badStatus(404), at once; get \(missing.outcome) \(missing.requestCount)")
    }

    @Test func aBodyThatDoesNotDecodeIsADecodingErrorNotTriedAgain() async {
        let page = await get(Person.self, replying: .ok(Fixture.outageHTML))
        expect(
            defect: 11, page.outcome == .failed(.decoding) && page.requests.count == 1,
            "a 200 whose body is an HTML page must fail with APIError.decoding, at once; get \(page.outcome) \(page.requestCount)")
    }

    @Test func noAnswerAtAllIsATransportError() async {
        let offline = await get(Person.self, replying: .failure(.notConnectedToInternet))
        expect(
            defect: 11, offline.outcome == .failed(.transport(.notConnectedToInternet)),
            "offline, get must fail with APIError.transport(.notConnectedToInternet); it \(offline.outcome) \(offline.requestCount)")
    }

    @Test func aBlipIsTriedAgainAfterAWait() async {
        let deploy = await get(Person.self, replying: .http(503, ""), .ok(ada))
        expect(
            defect: 12, deploy.outcome == .returned(Person(id: 1, name: "Ada")) && deploy.requests.count == 2,
            "after a 503 (a deploy) and then a 200, get \(deploy.outcome) \(deploy.requestCount), instead of Ada on the second attempt")
        expect(
            defect: 12, deploy.waits.count == 1 && deploy.waits[0] > .zero,
            "before trying again get must wait, through the sleep it was given; it asked for \(deploy.waits.isEmpty ? "no wait at all" : "\(deploy.waits)")")
    }

    /// Failures that may be gone a moment later, and what each must end as.
    enum Transient: CaseIterable {
        case serverDown, timedOut

        var reply: Reply { self == .serverDown ? .http(500, Fixture.outageHTML) : .failure(.timedOut) }
        var expected: Failure { self == .serverDown ? .badStatus(500) : .transport(.timedOut) }
    }

    @Test(arguments: Transient.allCases)
    func whatStaysTransientIsTriedThreeTimesWaitingLongerEachTime(_ transient: Transient) async {
        let down = await get(Person.self, replying: transient.reply)
        let expected = transient.expected
        let waits = down.waits
        expect(
            defect: 12, down.outcome == .failed(expected) && down.requests.count == 3,
            "a failure that may be a blip (\(expected)) is tried three times in all, then reported; get \(down.outcome) \(down.requestCount)")
        expect(
            defect: 12, waits.count == 2 && waits[0] > .zero && waits[1] > waits[0],
            "between attempts get must wait, longer each time; with a retry delay of 1 s it asked its sleep for \(waits.isEmpty ? "no wait at all" : "\(waits)"), instead of 1 s then 2 s")
    }
}
