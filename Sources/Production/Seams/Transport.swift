import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one request and hands back the raw answer: the one seam between the client and the
/// network. It knows nothing about retries, tokens or JSON; the client does.
public typealias Transport = @Sendable (URLRequest) async throws -> (Data, URLResponse)

extension URLSession {
    /// This session as a `Transport`.
    public var transport: Transport {
        { request in try await self.data(for: request) }
    }
}
