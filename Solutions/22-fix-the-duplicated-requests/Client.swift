// Grade 2 · Fix defect 15: the request code is copied into every method.
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

    /// Generic over the answer, so the next endpoint is one line and inherits every fix.
    private func get<Response: Decodable>(_ url: URL) async throws -> Response {
        var request = URLRequest(url: url)
        request.timeoutInterval = 15  // A property, not the initializer's argument: Linux ignores that one.
        let (data, response) = try await transport(request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw APIError.badStatus(status) }
        do { return try decoder.decode(Response.self, from: data) } catch { throw APIError.decoding }
    }
}
