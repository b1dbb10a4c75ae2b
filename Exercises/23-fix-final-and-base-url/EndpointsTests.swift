import Foundation
import Testing

@Suite struct EndpointsTests {
    @Test(arguments: ["https://api.example.com/v2", "https://api.example.com/v2/"])
    func theProfileURLIsBuiltFromTheBase(base: String) throws {
        let endpoints = Endpoints(baseURL: URL(string: base)!)
        #expect(try endpoints.profileURL(id: 42).absoluteString == "https://api.example.com/v2/users/42")
    }
}
