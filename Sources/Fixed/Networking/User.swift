import Foundation

/// A person, as the backend sends them.
public struct User: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let avatarURL: URL

    // Defect 2: `convertFromSnakeCase` turns `avatar_url` into `avatarUrl`, which never matches
    // `avatarURL`. Naming the wire key here makes the mapping explicit and strategy-free.
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
