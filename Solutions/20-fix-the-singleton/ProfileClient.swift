// Grade 2 · Fix one defect. The client nothing can fake.
import Fixed
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transport is the seam: the app passes URLSession, a test passes a fake. `final` and
/// `Sendable`, holding only `let`s, so Swift 6 accepts sharing it (the original write-up even
/// keeps a `shared` one, over URLSession, for the app).
final class ProfileClient: Sendable {
    static let shared = ProfileClient(transport: { try await URLSession.shared.data(for: $0) })

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

func makeProfileClient(transport: @escaping APIClient.Transport) -> ProfileClient {
    ProfileClient(transport: transport)
}
