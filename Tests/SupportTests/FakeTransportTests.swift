import Foundation
import KataUtilities
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@testable import KataTestSupport

@Suite("FakeTransport: the seam for Fixed")
struct FakeTransportTests {
    let request = URLRequest(url: URL(string: "https://api.example.com/users/1")!)

    @Test func repliesInOrderThenRepeatsTheLast() async throws {
        let fake = FakeTransport(.http(503, "first"), .ok("second"))

        var statuses: [Int] = []
        var bodies: [String] = []
        for _ in 1...3 {
            let (data, response) = try await fake.data(for: request)
            statuses.append((response as? HTTPURLResponse)?.statusCode ?? 0)
            bodies.append(String(decoding: data, as: UTF8.self))
        }

        #expect(statuses == [503, 200, 200])
        #expect(bodies == ["first", "second", "second"])
    }

    @Test func recordsEveryRequest() async throws {
        let fake = FakeTransport(.ok(""))
        var other = request
        other.url = URL(string: "https://api.example.com/users?q=ada")

        _ = try await fake.data(for: request)
        _ = try await fake.data(for: other)

        #expect(await fake.requests.map(\.url) == [request.url, other.url])
    }

    @Test func throwsTheURLErrorItWasGivenNamingTheURL() async {
        let fake = FakeTransport(.failure(.timedOut))

        let error = await #expect(throws: URLError.self) { try await fake.data(for: request) }

        #expect(error?.code == .timedOut)
        #expect(error?.failingURL == request.url)
    }

    @Test func holdsAReplyUntilReleased() async throws {
        let fake = FakeTransport(.held(.ok("late")))
        let request = request
        let call = Task { try await fake.data(for: request) }

        #expect(await fake.waitForRequests(1, within: .seconds(1)))
        await fake.releaseHeldReplies()

        let answered = await withDeadline(.seconds(5)) { try? await call.value }
        #expect(answered??.0 == Data("late".utf8), "the held reply was not let go")
    }

    /// The test hears of a request when it arrives, a moment before its caller parks; a release
    /// in that moment must still let it go (once it did not, and a screen scenario waited for a
    /// reply that never came).
    @Test func aReleaseBeforeTheRequestParksStillLetsItGo() async {
        let core = FakeCore<URLRequest>()
        let request = request
        let arrived = core.receive(request, as: request)
        core.releaseHeldReplies()
        let went = await withDeadline(.seconds(5)) { (try? await core.hold(request, place: arrived)) != nil }
        #expect(went == true, "released before it parked, the request stayed parked")

        // A request that arrives after the release waits for the next one.
        let later = core.receive(request, as: request)
        #expect(await withDeadline(.milliseconds(50)) { try? await core.hold(request, place: later) } == nil)
    }

    @Test func cancellingAHeldRequestFailsItAsURLSessionWould() async {
        let fake = FakeTransport(.held(.ok("never")))
        let request = request
        let call = Task { try await fake.data(for: request) }

        #expect(await fake.waitForRequests(1, within: .seconds(1)))
        call.cancel()

        let error = await #expect(throws: URLError.self) { try await call.value }
        #expect(error?.code == .cancelled)
        #expect(await fake.waitForCancellation(within: .seconds(1)))
        #expect(fake.cancelledRequests == 1)
    }

    /// As URLSession does, a task cancelled before its request goes out gets `.cancelled`, and the
    /// fake still records the request, so a test sees that the client tried.
    @Test func aRequestFromACancelledTaskFailsAsCancelledAndIsRecorded() async {
        let fake = FakeTransport(.ok("answered"))
        let request = request
        let call = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await fake.data(for: request)
        }

        let error = await #expect(throws: URLError.self) { try await call.value }
        #expect(error?.code == .cancelled)
        #expect(await fake.requests.count == 1)
        #expect(fake.cancelledRequests == 1)
    }

    @Test func waitingForARequestThatNeverComesGivesUpAtTheDeadline() async {
        let fake = FakeTransport(.ok(""))

        #expect(await fake.waitForRequests(1, within: .milliseconds(20)) == false)
    }

    /// Each wait is for its own count and gives up at its bound: one request is not two, a held
    /// request has arrived but is not answered, and nothing was cancelled.
    @Test func eachWaitCountsItsOwnEventsAndGivesUpAtItsBound() async throws {
        let fake = FakeTransport(.ok("now"), .held(.ok("late")))
        let request = request
        _ = try await fake.data(for: request)
        let held = Task { try await fake.data(for: request) }

        #expect(await fake.waitForRequests(2, within: .seconds(5)))
        #expect(await fake.waitForRequests(3, within: .milliseconds(20)) == false)
        #expect(await fake.waitForAnswers(1, within: .seconds(5)))
        #expect(await fake.waitForAnswers(2, within: .milliseconds(20)) == false, "a held reply counted as answered")
        #expect(await fake.waitForCancellation(within: .milliseconds(20)) == false)

        await fake.releaseHeldReplies()
        #expect(await fake.waitForAnswers(2, within: .seconds(5)))
        #expect(try await held.value.0 == Data("late".utf8))
        #expect(fake.cancelledRequests == 0)
    }

    /// A client that never stops retrying fails instead of spinning for ever.
    @Test func aClientThatNeverStopsIsRefusedAfterTheLimit() async throws {
        let fake = FakeTransport(.http(503, ""))
        for _ in 1...FakeTransport.requestLimit { _ = try await fake.data(for: request) }

        await #expect(throws: RouteTransport.TooManyRequests.self) { try await fake.data(for: request) }
        #expect(await fake.requests.count == FakeTransport.requestLimit + 1)
    }
}
