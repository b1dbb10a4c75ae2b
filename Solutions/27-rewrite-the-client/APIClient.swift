// Grade 3 · Rewrite: one answer. Compare it with Sources/Fixed, which is another.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a request failed: three outcomes a caller can tell apart (defect 11).
enum APIError: Error, Equatable {
    case transport(URLError.Code)
    case badStatus(Int)
    case decoding

    /// A 5xx, a timeout or a dropped connection may be gone a moment later (defect 12). A simple
    /// rule: HTTP's 408 and 429 are transient too, and a 501 is not.
    var isWorthRetrying: Bool {
        switch self {
        case .badStatus(let status): status >= 500
        case .transport(let code): code == .timedOut || code == .networkConnectionLost
        case .decoding: false
        }
    }
}

/// The client, over a transport it is given (defect 13): final, Sendable, and with one path
/// every request takes (defect 15).
final class APIClient: Sendable {
    typealias Transport = @Sendable (URLRequest) async throws -> (Data, URLResponse)
    typealias Sleep = @Sendable (Duration) async throws -> Void

    static let shared = APIClient(
        transport: { try await URLSession.shared.data(for: $0) }, retryDelay: .seconds(1),
        sleep: { try await Task.sleep(for: $0) })

    private let baseURL = URL(string: "https://api.example.com")!  // Defect 16: a URL, private.
    private let decoder = JSONDecoder()  // Defect 14: one decoder.
    private let transport: Transport
    private let retryDelay: Duration
    private let sleep: Sleep  // Defect 12: injected, so a test can see the backoff without waiting.

    init(transport: @escaping Transport, retryDelay: Duration, sleep: @escaping Sleep) {
        self.transport = transport
        self.retryDelay = retryDelay
        self.sleep = sleep
    }

    func fetchUser(id: Int) async throws -> User {
        try await get(baseURL.appending(path: "users/\(id)"))
    }

    func searchUsers(matching query: String) async throws -> [User] {
        // Defect 5: one query item, encoded.
        try await get(baseURL.appending(path: "users").appending(queryItems: [URLQueryItem(name: "q", value: query)]))
    }

    private func get<Response: Decodable>(_ url: URL, attempt: Int = 1) async throws -> Response {
        var request = URLRequest(url: url)
        request.timeoutInterval = 15  // Defect 12 (set as a property: Linux ignores the initializer's).
        do {
            let data: Data, response: URLResponse
            do { (data, response) = try await transport(request) } catch let error as URLError {
                throw APIError.transport(error.code)  // Defects 9, 11: every failure reaches the caller.
            }
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            guard (200..<300).contains(status) else { throw APIError.badStatus(status) }  // Defect 10.
            do { return try decoder.decode(Response.self, from: data) } catch { throw APIError.decoding }  // Defects 1, 3.
        } catch let error as APIError where attempt < 3 && error.isWorthRetrying {
            try await sleep(retryDelay * attempt)  // 1 s, then 2 s
            return try await get(url, attempt: attempt + 1)
        }
    }
}
