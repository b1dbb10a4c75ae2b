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
        let holds = HeldReplies()
        let request = request
        let arrived = holds.arrive()
        holds.releaseAll()
        let went = await withDeadline(.seconds(5)) { (try? await holds.hold(request, arrival: arrived)) != nil }
        #expect(went == true, "released before it parked, the request stayed parked")

        // A request that arrives after the release waits for the next one.
        let later = holds.arrive()
        #expect(await withDeadline(.milliseconds(50)) { try? await holds.hold(request, arrival: later) } == nil)
    }

    @Test func cancellingAHeldRequestFailsItAsURLSessionWould() async {
        let fake = FakeTransport(.held(.ok("never")))
        let request = request
        let call = Task { try await fake.data(for: request) }

        #expect(await fake.waitForRequests(1, within: .seconds(1)))
        call.cancel()

        let error = await #expect(throws: URLError.self) { try await call.value }
        #expect(error?.code == .cancelled)
    }

    @Test func waitingForARequestThatNeverComesGivesUpAtTheDeadline() async {
        let fake = FakeTransport(.ok(""))

        #expect(await fake.waitForRequests(1, within: .milliseconds(20)) == false)
    }
}
