// Grade 3 · Rewrite: the original model, as shipped.
import Foundation

struct User: Codable {
    let id: Int
    let name: String
    let avatarURL: URL
}
