// Grade 3 · Rewrite: one answer.
import Foundation

/// A person, as the backend sends them.
struct User: Codable, Equatable, Sendable {
    let id: Int
    let name: String
    let avatarURL: URL

    // Defect 2: the wire key, named once; no key strategy to get it wrong.
    enum CodingKeys: String, CodingKey {
        case id, name
        case avatarURL = "avatar_url"
    }
}
