// Grade 2 · Fix one defect. The client nothing can fake.
//
// The original client's shape: a shared instance, and URLSession.shared inside. This file
// compiles in Swift 5 mode, as the original does (`kata check` compiles it so); the answer is
// held to Swift 6.
import ExerciseSupport
import Fixed
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

class ProfileClient {
    static let shared = ProfileClient()

    /// The name of user `id`, from `https://api.example.com/users/<id>`.
    func fetchName(id: Int) async throws -> String {
        let url = URL(string: "https://api.example.com/users/\(id)")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode(User.self, from: data).name
    }
}

// MARK: - What the tests call

/// A client for the tests, over the transport they faked (`APIClient.Transport` is Sources/Fixed's:
/// `(URLRequest) async throws -> (Data, URLResponse)`).
func makeProfileClient(transport: @escaping APIClient.Transport) -> ProfileClient {
    // TODO: the tests hand the client a fake server, and it never asks it: nothing this client
    // does can be tested. And in Swift 6 mode, `shared` does not compile.
    ProfileClient.shared
}
