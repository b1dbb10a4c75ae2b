import Fixed
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

private func response(_ status: Int) -> HTTPURLResponse {
    HTTPURLResponse(url: URL(string: "https://api.example.com/users/1")!, statusCode: status, httpVersion: nil, headerFields: nil)!
}

@Suite struct StatusCheckTests {
    @Test(arguments: [301, 401, 404, 500, 503])
    func aStatusOutside2xxIsAnError(status: Int) {
        #expect(throws: APIError.badStatus(status)) { try checkStatus(of: response(status)) }
    }

    @Test(arguments: [200, 204, 299])
    func a2xxPasses(status: Int) throws {
        try checkStatus(of: response(status))
    }
}
