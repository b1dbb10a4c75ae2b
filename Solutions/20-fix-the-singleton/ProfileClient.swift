// Grade 2 · Fix defect 13: a singleton over a hard-coded URLSession.shared.
import Fixed
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transport is the seam: production passes URLSession, a test passes a fake. `final` and
/// `Sendable` with only `let`s, so Swift 6 accepts sharing it.
final class ProfileClient: Sendable {
    private let transport: APIClient.Transport

    init(transport: @escaping APIClient.Transport) {
        self.transport = transport
    }

    func fetchName(id: Int) async throws -> String {
        let url = URL(string: "https://api.example.com")!.appending(path: "users/\(id)")
        let (data, _) = try await transport(URLRequest(url: url))
        return try JSONDecoder().decode(User.self, from: data).name
    }
}
