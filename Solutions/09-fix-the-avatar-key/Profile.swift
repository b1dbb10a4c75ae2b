// Grade 2 · Fix defect 2: `avatar_url` never decodes.
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

func decodeProfile(_ data: Data) throws -> Profile {
    try JSONDecoder().decode(Profile.self, from: data)
}
