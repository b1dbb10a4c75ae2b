import Foundation
import KataTestSupport
import Testing
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What `URLSession.shared.dataTask` hands its completion handler.
private struct Handed: Sendable {
    let status: Int?
    let body: String?
    let error: URLError?
}

private func dataTask(_ url: String) async -> Handed? {
    let arrival = Arrival<Handed>()
    URLSession.shared.dataTask(with: URL(string: url)!) { data, response, error in
        arrival.deliver(Handed(
            status: (response as? HTTPURLResponse)?.statusCode,
            body: data.map { String(decoding: $0, as: UTF8.self) },
            error: error as? URLError))
    }.resume()
    return await arrival.value(within: .seconds(2))
}

@Suite("StubURLProtocol: the seam for Broken", .serialized)
struct StubURLProtocolTests {
    @Test func answersURLSessionSharedWithACannedStatusAndBody() async throws {
        let handed = await StubURLProtocol.exclusive(replying: [.http(500, "<html>")]) {
            await dataTask("https://api.example.com/users/1")
        }

        let result = try #require(handed)
        #expect(result.status == 500)
        #expect(result.body == "<html>")
        #expect(result.error == nil)
    }

    @Test func recordsTheRequestURLSessionSent() async {
        let urls = await StubURLProtocol.exclusive(replying: [.ok("[]")]) {
            _ = await dataTask("https://api.example.com/users?q=ada")
            return StubURLProtocol.requests.map(\.url?.absoluteString)
        }

        #expect(urls == ["https://api.example.com/users?q=ada"])
    }

    @Test func failsWithAURLErrorAndNoResponse() async throws {
        let handed = await StubURLProtocol.exclusive(replying: [.failure(.notConnectedToInternet)]) {
            await dataTask("https://api.example.com/users/1")
        }

        let result = try #require(handed)
        #expect(result.error?.code == .notConnectedToInternet)
        #expect(result.status == nil)
    }

    @Test("An empty body still arrives as Data(), never nil: why defect 3 needs the link seam")
    func anEmptyBodyArrivesAsEmptyDataNotNil() async throws {
        let handed = await StubURLProtocol.exclusive(replying: [.http(200, "")]) {
            await dataTask("https://api.example.com/users/1")
        }

        #expect(try #require(handed).body == "")
    }

    @Test func noReplyAtAllStillHandsOverEmptyData() async throws {
        let handed = await StubURLProtocol.exclusive(replying: [.nothing]) {
            await dataTask("https://api.example.com/users/1")
        }

        let result = try #require(handed)
        #expect(result.body == "")
        #expect(result.error == nil)
    }

    /// The stub keeps the same counts as every fake: a held request has arrived but is not
    /// answered until it is let go, and each wait gives up at its bound.
    @Test func holdsAReplyUntilReleased() async throws {
        let (waits, handed) = await StubURLProtocol.exclusive(replying: [.held(.ok("late"))]) {
            async let handed = dataTask("https://api.example.com/users/1")
            let arrived = await StubURLProtocol.waitForRequests(1, within: .seconds(2))
            let twoArrived = await StubURLProtocol.waitForRequests(2, within: .milliseconds(20))
            let answeredWhileHeld = await StubURLProtocol.waitForAnswers(1, within: .milliseconds(20))
            StubURLProtocol.releaseHeldReplies()
            let answered = await StubURLProtocol.waitForAnswers(1, within: .seconds(2))
            return ([arrived, twoArrived, answeredWhileHeld, answered], await handed)
        }

        #expect(waits == [true, false, false, true], "arrived, two arrived, answered while held, answered once let go")
        #expect(try #require(handed).body == "late")
    }
}
