// Grade 2 · Fix defect 12: no timeout, no retry.
import Fixed
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A 5xx may be a blip, so try again; a 404 will be the same next time. (The rule is simpler than
/// HTTP: a 408 or a 429 is worth another try too, and a 501 is not. The rewrite also waits longer
/// before each attempt and retries timeouts; here the tests have no time to wait.)
func get(_ url: URL, using transport: APIClient.Transport, attempt: Int = 1) async throws -> Data {
    var request = URLRequest(url: url)
    request.timeoutInterval = 15  // A property, not the initializer's argument: Linux ignores that one.
    let (data, response) = try await transport(request)
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    if (200..<300).contains(status) { return data }
    guard status >= 500, attempt < 3 else { throw APIError.badStatus(status) }
    return try await get(url, using: transport, attempt: attempt + 1)
}
