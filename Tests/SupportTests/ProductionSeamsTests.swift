import FixtureServer
import Foundation
import KataTestSupport
import Production
import Testing
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The seams the production scenarios stand on: if one of these lies, every scenario built on it
/// could pass for the wrong reason.
@Suite("Seams for Production: manual clock, random sources, route transport, in-memory world")
struct ProductionSeamsTests {
    @Test func theManualClockWakesASleeperOnlyWhenMovedFarEnough() async throws {
        let clock = ManualClock()
        let woke = Arrival<Duration>()
        let sleeper = Task {
            try await clock.sleep(for: .seconds(2))
            woke.deliver(clock.elapsed)
        }
        #expect(await clock.waitForSleepers(1, within: .seconds(5)))
        clock.advance(by: .seconds(1))
        #expect(clock.sleepers == 1)
        clock.advance(by: .seconds(1))
        #expect(await woke.value(within: .seconds(5)) == .seconds(2))
        #expect(clock.sleeps == [.seconds(2)])
        try await sleeper.value
    }

    @Test func aCancelledSleeperWakesAtOnceWithCancellationError() async {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
        _ = await clock.waitForSleepers(1, within: .seconds(5))
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleepers == 0)
        #expect(clock.elapsed == .zero)
    }

    @Test func aTaskCancelledBeforeItSleepsDoesNotSleep() async {
        let clock = ManualClock()
        let sleeper = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleepers == 0)
    }

    @Test func waitingForSleepersGivesUpAtItsBound() async {
        #expect(await ManualClock().waitForSleepers(1, within: .milliseconds(20)) == false)
    }

    @Test func aClockThatAdvancesByItselfRecordsEachSleepAndReturnsAtOnce() async throws {
        let clock = ManualClock(advancesByItself: true)
        try await clock.sleep(for: .seconds(3))
        try await clock.sleep(for: .milliseconds(500))
        #expect(clock.elapsed == .milliseconds(3500))
        #expect(clock.sleeps == [.seconds(3), .milliseconds(500)])
        let wall = clock.wallClock(startingAt: FixedNow.backToTheFuture.date)
        #expect(wall() == FixedNow.backToTheFuture.date.addingTimeInterval(3.5))
    }

    @Test func theScriptedRandomSourcePlaysItsScriptThenRepeatsTheLast() {
        let random = ScriptedRandom(0.1, 0.9)
        #expect((0..<4).map { _ in random.nextFraction() } == [0.1, 0.9, 0.9, 0.9])
        #expect(random.draws == 4)
    }

    @Test func theSeededRandomSourceIsTheSameOnEveryRunAndSpreadsOverZeroToOne() {
        let first = SeededRandom(seed: 7), second = SeededRandom(seed: 7)
        let draws = (0..<1000).map { _ in first.nextFraction() }
        #expect(draws == (0..<1000).map { _ in second.nextFraction() })
        #expect(draws.allSatisfy { (0...1).contains($0) })
        #expect(draws.filter { $0 < 0.5 }.count > 400 && draws.filter { $0 < 0.5 }.count < 600)
    }

    @Test func theRouteTransportAnswersByRouteAndHeaderAndRecordsWhen() async throws {
        let clock = ManualClock()
        let server = RouteTransport(clock: clock)
        server.on("GET", "/users/*", reply: .http(503, ""), .ok("{}"))
        server.on("GET", "/users/7") { $0.header("authorization") == "Bearer t" ? .ok("seven") : .http(401, "") }
        let send = server.transport
        var request = URLRequest(url: URL(string: "https://api.example.com/users/7?q=c%2B%2B")!)
        #expect(try await status(send(request)) == 401)
        request.setValue("Bearer t", forHTTPHeaderField: "Authorization")
        clock.advance(by: .seconds(1))
        let (body, _) = try await send(request)
        #expect(String(decoding: body, as: UTF8.self) == "seven")
        #expect(try await status(send(URLRequest(url: URL(string: "https://api.example.com/users/1")!))) == 503)
        #expect(try await status(send(URLRequest(url: URL(string: "https://api.example.com/nowhere")!))) == 404)
        #expect(server.received.map(\.at) == [.zero, .seconds(1), .seconds(1), .seconds(1)])
        #expect(server.received.first?.query("q") == "c++")
        #expect(server.received("GET", "/users/*").count == 3)
    }

    /// `*` `**` answers whatever no other route does, whatever its method and path: the one
    /// route `FakeTransport` is.
    @Test func aCatchAllRouteAnswersWhatNoOtherRouteDoes() async throws {
        let server = RouteTransport()
        server.on("*", "**", reply: .http(418, ""))
        server.on("GET", "/users/*", reply: .ok("user"))
        let send = server.transport
        func request(_ method: String, _ path: String) -> URLRequest {
            var request = URLRequest(url: URL(string: "https://api.example.com\(path)")!)
            request.httpMethod = method
            return request
        }

        #expect(try await status(send(request("GET", "/users/1"))) == 200)
        #expect(try await status(send(request("POST", "/messages"))) == 418)
        #expect(try await status(send(request("DELETE", "/a/b/c"))) == 418)
        #expect(try await status(send(request("GET", "/"))) == 418)
        #expect(server.received("*", "**").count == 4)
        #expect(server.received("POST", "**").map(\.path) == ["/messages"])
        #expect(server.received("*", "/users/*").map(\.method) == ["GET"])
    }

    @Test func aHeldReplyFailsAsCancelledWhenItsTaskIsCancelled() async {
        let server = RouteTransport()
        server.on("GET", "/slow", reply: .held(.ok("late")))
        let call = Task { try await server.transport(URLRequest(url: URL(string: "https://api.example.com/slow")!)) }
        _ = await server.waitForRequests(1, within: .seconds(5))
        call.cancel()
        await #expect(throws: URLError.self) { _ = try await call.value }
        #expect(server.cancelledRequests == 1)
    }

    @Test func theInMemoryWorldAnswersAsTheServerWouldAndDropsWhenTold() async throws {
        let api = FixtureAPI()
        let server = InMemoryServer(api)
        var request = URLRequest(url: URL(string: "https://api.example.com/users/1")!)
        #expect(try await status(server.transport(request)) == 401)
        request.setValue("Bearer \(api.credentials.accessToken)", forHTTPHeaderField: "Authorization")
        let (body, response) = try await server.transport(request)
        #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "content-type") == "application/json")
        #expect(String(decoding: body, as: UTF8.self).contains(#""name": "Ada""#))
        api.failNext("GET /users/{id}", with: .dropResponse)
        await #expect(throws: URLError.self) { _ = try await server.transport(request) }
        #expect(server.requests.map(\.target) == ["/users/1", "/users/1", "/users/1"])
        #expect(await server.waitForAnswers(3, within: .seconds(1)), "the dropped request is answered too, with an error")
    }

    private func status(_ answer: (Data, URLResponse)) -> Int? {
        (answer.1 as? HTTPURLResponse)?.statusCode
    }
}
