// Grade 2 · Fix one defect. Every endpoint with rules of its own.
//
// The original's two endpoints, over a transport a test can fake. Each has its own copy of the
// request code; the profile's copy has already been repaired (exercises 17 to 19), and
// search's has not. The names and signatures of init, fetchUser and searchUsers stay.
import ExerciseSupport
import Fixed
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class Client: Sendable {
    private let baseURL = URL(string: "https://api.example.com")!
    private let decoder = JSONDecoder()
    private let transport: APIClient.Transport

    init(transport: @escaping APIClient.Transport) {
        self.transport = transport
    }

    func fetchUser(id: Int) async throws -> User {
        var request = URLRequest(url: baseURL.appending(path: "users/\(id)"))
        request.timeoutInterval = 15
        let (data, response) = try await transport(request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw APIError.badStatus(status) }
        do { return try decoder.decode(User.self, from: data) } catch { throw APIError.decoding }
    }

    // TODO: the same outage ends one way on the profile and another in search, and the next
    // endpoint will have whichever rules it was pasted from.
    func searchUsers(matching query: String) async throws -> [User] {
        let url = baseURL.appending(path: "users").appending(queryItems: [URLQueryItem(name: "q", value: query)])
        let (data, _) = try await transport(URLRequest(url: url))
        return try decoder.decode([User].self, from: data)
    }
}
