import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The client for `https://api.example.com`.
///
/// Every endpoint goes through one private `get(_:)`, so every endpoint gets the same policy:
/// a 15 s timeout, a status check before decoding, typed errors, and up to three attempts
/// for failures that may be transient.
public final class APIClient: Sendable {  // Defects 13, 16: final, Sendable, no shared mutable state.
    /// Sends one request and hands back the raw answer. Production uses `URLSession`;
    /// tests pass a fake that answers anything, so nothing touches the network.
    public typealias Transport = @Sendable (URLRequest) async throws -> (Data, URLResponse)

    /// Waits between attempts. Production sleeps for real; a test passes one that records the
    /// waits it was asked for and returns at once, so the backoff can be checked without waiting.
    public typealias Sleep = @Sendable (Duration) async throws -> Void

    /// A client over `URLSession.shared`, for code that has no reason to choose.
    public static let shared = APIClient()

    private let baseURL: URL  // Defect 16: a URL, built with appending(path:), never joined with +.
    private let decoder = JSONDecoder()  // Defect 14: one decoder, one key strategy, built once.
    private let transport: Transport  // Defect 13: injected, so it can be faked.
    private let retryDelay: Duration
    private let timeout: TimeInterval
    private let sleep: Sleep

    /// Makes a client.
    /// - Parameters:
    ///   - baseURL: where the API lives.
    ///   - transport: what sends a request; `URLSession.shared` unless a test passes a fake.
    ///   - retryDelay: the wait before the second attempt; the third waits twice as long.
    ///     Tests pass `.zero`.
    ///   - timeout: the request's `timeoutInterval`, in seconds: an idle timeout once data flows,
    ///     on Linux (measured: scripts/measure-timeouts.sh) as on Apple platforms (documented), so
    ///     it ends an attempt that hears nothing, not one that trickles. It bounds no call.
    ///   - sleep: how the client waits between attempts; `Task.sleep` unless a test records it.
    public init(
        baseURL: URL = URL(string: "https://api.example.com")!,
        transport: @escaping Transport = { try await URLSession.shared.data(for: $0) },
        retryDelay: Duration = .seconds(1),
        timeout: TimeInterval = 15,
        sleep: @escaping Sleep = { try await Task.sleep(for: $0) }
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.retryDelay = retryDelay
        self.timeout = timeout
        self.sleep = sleep
    }

    /// Loads one user's profile from `/users/{id}`.
    /// - Throws: `APIError` for every failure of the request itself (defects 9, 11): no answer
    ///   (`.transport`), an answer outside 2xx (`.badStatus`; an answer that is not HTTP at all
    ///   counts as status 0), a body that does not decode (`.decoding`). Never a trap (defects
    ///   1, 3). Two errors pass through as they are: `CancellationError` when the caller's task
    ///   is cancelled during the wait between attempts, and any error a custom transport throws
    ///   that is not a `URLError`.
    public func fetchUser(id: Int) async throws -> User {
        try await get(baseURL.appending(path: "users/\(id)"))
    }

    /// Searches users by name with `/users?q=…`. Throws as `fetchUser(id:)` does.
    ///
    /// Defect 5: the query is one percent-encoded `q` item, so `tom&admin=true` stays one value
    /// instead of becoming a second parameter.
    public func searchUsers(matching query: String) async throws -> [User] {
        let url = baseURL.appending(path: "users")
            .appending(queryItems: [URLQueryItem(name: "q", value: query)])
        return try await get(url)
    }

    // Defect 15: the one place a request is made, so a fix here fixes every endpoint.
    private func get<Response: Decodable>(_ url: URL, attempt: Int = 1) async throws -> Response {
        var request = URLRequest(url: url)
        // Defect 12: 15 s, not 60. Set as a property: Linux's URLSession ignores the timeout
        // given to URLRequest's initializer and waits the session's 60 s (measured, Swift 6.3.1,
        // by scripts/measure-timeouts.sh).
        request.timeoutInterval = timeout
        do {
            let (data, response) = try await send(request)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            // Defect 10: a 404 or a 500 never reaches the decoder.
            guard (200..<300).contains(status) else { throw APIError.badStatus(status) }
            // Defects 1, 3: `try`, not `try!`; and the data is not optional, so nothing to force.
            do { return try decoder.decode(Response.self, from: data) } catch { throw APIError.decoding }
        } catch let error as APIError where attempt < 3 && error.isWorthRetrying {
            // Defect 12: retry what is transient, waiting longer each time (1 s, then 2 s).
            try await sleep(retryDelay * attempt)
            return try await get(url, attempt: attempt + 1)
        }
    }

    // Defect 11: a transport failure becomes a typed error the caller must handle.
    private func send(_ request: URLRequest) async throws -> (Data, URLResponse) {
        do {
            return try await transport(request)
        } catch let error as URLError {
            throw APIError.transport(error.code)
        }
    }
}
