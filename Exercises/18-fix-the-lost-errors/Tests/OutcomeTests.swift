import Fixed
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KataTestSupport
import Testing

private let url = URL(string: "https://api.example.com/users/1")!

private func response(_ status: Int) -> HTTPURLResponse {
    HTTPURLResponse(url: url, statusCode: status, httpVersion: nil, headerFields: nil)!
}

@Suite struct OutcomeTests {
    @Test func offlineAndServerDownAreTwoDifferentErrors() throws {
        let offline = try outcome(data: nil, response: nil, error: URLError(.notConnectedToInternet))
        let serverDown = try outcome(data: Data(Fixture.outageHTML.utf8), response: response(500), error: nil)
        #expect(offline == .failure(.transport(.notConnectedToInternet)))
        #expect(serverDown == .failure(.badStatus(500)))
    }

    @Test func anUnreadableBodyIsADecodingError() throws {
        #expect(try outcome(data: Data(Fixture.outageHTML.utf8), response: response(200), error: nil) == .failure(.decoding))
    }

    @Test func aGoodAnswerIsTheUser() throws {
        let result = try outcome(data: Data(Fixture.adaJSON.utf8), response: response(200), error: nil)
        #expect(try result.get().name == "Ada")
    }
}
