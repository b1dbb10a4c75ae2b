import Foundation
import Testing

@Suite struct SearchURLTests {
    @Test(arguments: ["tom&admin=true", "tom & admin=true", "Ada Lovelace"])
    func theQueryIsOneItem(query: String) throws {
        let url = try searchURL(for: query)
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(components.path == "/users")
        #expect(components.queryItems == [URLQueryItem(name: "q", value: query)])
    }

    @Test func theOriginalWriteUpsExampleIsEncodedExactly() throws {
        #expect(try searchURL(for: "tom & admin=true").absoluteString
            == "https://api.example.com/users?q=tom%20%26%20admin%3Dtrue")
    }
}
