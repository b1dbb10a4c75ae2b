import Foundation

public struct User: Codable {
    public let id: Int
    public let name: String
    public let avatarURL: URL
}
