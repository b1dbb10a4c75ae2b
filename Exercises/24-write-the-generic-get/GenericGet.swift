// Grade 3 · Rewrite, step 1: the one generic get, written from scratch.
//
// Exercises 17 to 22 each repaired one piece of the request path. Here you write the whole of
// it, once, for every endpoint: the client's one `get`. The tests make the client with a fake
// transport and a `sleep` that writes down each wait instead of waiting; keep these names and
// signatures.
import ExerciseSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a request failed: the three outcomes a caller must be able to tell apart.
enum APIError: Error, Equatable {
    /// No answer at all: offline, a timeout, a dropped connection.
    case transport(URLError.Code)
    /// An answer, outside 2xx.
    case badStatus(Int)
    /// A 2xx whose body is not what was asked for.
    case decoding
}

final class APIClient: Sendable {
    typealias Transport = @Sendable (URLRequest) async throws -> (Data, URLResponse)
    /// Waits between attempts. The app passes `{ try await Task.sleep(for: $0) }`.
    typealias Sleep = @Sendable (Duration) async throws -> Void

    private let transport: Transport
    private let retryDelay: Duration
    private let sleep: Sleep

    init(transport: @escaping Transport, retryDelay: Duration, sleep: @escaping Sleep) {
        self.transport = transport
        self.retryDelay = retryDelay
        self.sleep = sleep
    }

    /// Sends a GET for `url` through the transport and decodes the answer as `Response`.
    func get<Response: Decodable>(_ url: URL) async throws -> Response {
        // TODO: every way a request ends, handled here and only here: a reply whose status is
        // not 2xx, a body that does not decode, no reply at all (each its own APIError), a
        // minute of waiting, and the blip that one more try would have rescued.
        throw NotImplemented("write the one generic get")
    }
}
