// Grade 2 · Fix one defect. The profile never loads, whoever's it is.
import Foundation

struct Profile: Decodable, Equatable {
    let id: Int
    let name: String
    let avatarURL: URL

    /// The wire name, spelled out: no strategy has to guess `URL` from `url`.
    enum CodingKeys: String, CodingKey {
        case id, name
        case avatarURL = "avatar_url"
    }
}

/// No key strategy: `convertFromSnakeCase` would turn `avatar_url` into `avatarUrl` before the
/// CodingKey above is ever compared with it.
func decodeProfile(_ data: Data) throws -> Profile {
    let decoder = JSONDecoder()
    return try decoder.decode(Profile.self, from: data)
}
