import Foundation

/// A person, as the API sends them: `{"id": 1, "name": "Ada", "avatar_url": "https://…"}`.
public struct User: Codable, Equatable, Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    public let avatarURL: URL

    enum CodingKeys: String, CodingKey {
        case id, name
        case avatarURL = "avatar_url"
    }

    public init(id: Int, name: String, avatarURL: URL) {
        self.id = id
        self.name = name
        self.avatarURL = avatarURL
    }
}

extension User {
    /// The domain rule every user the app shows must keep: a JSON user with a blank name decodes
    /// fine, and is still not something to put on screen.
    public var violation: DomainViolation? {
        name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? .blankName : nil
    }
}
