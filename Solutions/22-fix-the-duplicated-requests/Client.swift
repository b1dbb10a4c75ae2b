// Grade 2 · Fix one defect. Every endpoint with rules of its own.
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
        try await get(baseURL.appending(path: "users/\(id)"))
    }

    func searchUsers(matching query: String) async throws -> [User] {
        try await get(baseURL.appending(path: "users").appending(queryItems: [URLQueryItem(name: "q", value: query)]))
    }

    /// Generic over the answer, so the next endpoint is one line and gets every rule: the
    /// timeout, the status check, the decoding error.
    private func get<Response: Decodable>(_ url: URL) async throws -> Response {
        var request = URLRequest(url: url)
        request.timeoutInterval = 15
        let (data, response) = try await transport(request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw APIError.badStatus(status) }
        do { return try decoder.decode(Response.self, from: data) } catch { throw APIError.decoding }
    }
}
