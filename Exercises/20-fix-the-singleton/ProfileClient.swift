// Grade 2 · Fix defect 13: a singleton over a hard-coded URLSession.shared.
import ExerciseSupport
import Fixed
import Foundation

/// The original was `class APIClient { static let shared = APIClient() … }` calling
/// URLSession.shared inside: nothing could be faked, so nothing could be tested, and Swift 6
/// mode, without default main-actor isolation, rejects `static let shared` on a class that is
/// not Sendable.
final class ProfileClient: Sendable {
    private let transport: APIClient.Transport

    init(transport: @escaping APIClient.Transport) {
        self.transport = transport
    }

    /// The name of user `id`, from `https://api.example.com/users/<id>`.
    func fetchName(id: Int) async throws -> String {
        // The original:
        //     let (data, _) = try await URLSession.shared.data(from: url)
        // TODO: ask the transport this client was made with, and decode the name.
        throw NotImplemented("use the injected transport")
    }
}
