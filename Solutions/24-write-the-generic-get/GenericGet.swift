// Grade 3 · Rewrite, step 1: the one generic get, written from scratch.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

enum APIError: Error, Equatable {
    case transport(URLError.Code)
    case badStatus(Int)
    case decoding

    /// A 5xx, a timeout or a dropped connection may be gone a moment later; a 404 or a body
    /// that does not decode will be the same next time. (A simple rule: HTTP's 408 and 429 are
    /// worth another try too, and a 501 is not.)
    var isWorthRetrying: Bool {
        switch self {
        case .badStatus(let status): status >= 500
        case .transport(let code): code == .timedOut || code == .networkConnectionLost
        case .decoding: false
        }
    }
}

final class APIClient: Sendable {
    typealias Transport = @Sendable (URLRequest) async throws -> (Data, URLResponse)
    typealias Sleep = @Sendable (Duration) async throws -> Void

    private let transport: Transport
    private let retryDelay: Duration
    private let sleep: Sleep
    private let decoder = JSONDecoder()

    init(transport: @escaping Transport, retryDelay: Duration, sleep: @escaping Sleep) {
        self.transport = transport
        self.retryDelay = retryDelay
        self.sleep = sleep
    }

    /// One attempt, and up to two more for what may be a blip, waiting `retryDelay`, then twice
    /// that. The wait goes through `sleep`, so a test sees the backoff without waiting for it.
    func get<Response: Decodable>(_ url: URL) async throws -> Response {
        try await get(url, attempt: 1)
    }

    /// Attempt `attempt` (from 1) and, after a failure worth it, the next ones.
    private func get<Response: Decodable>(_ url: URL, attempt: Int) async throws -> Response {
        do {
            return try await getOnce(url)
        } catch let error as APIError where error.isWorthRetrying && attempt < 3 {
            try await sleep(retryDelay * attempt)
            return try await get(url, attempt: attempt + 1)
        }
    }

    private func getOnce<Response: Decodable>(_ url: URL) async throws -> Response {
        var request = URLRequest(url: url)
        request.timeoutInterval = 15  // A property, not the initializer's argument: Linux ignores that one.
        let data: Data, response: URLResponse
        do { (data, response) = try await transport(request) } catch let error as URLError { throw APIError.transport(error.code) }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw APIError.badStatus(status) }
        do { return try decoder.decode(Response.self, from: data) } catch { throw APIError.decoding }
    }
}
