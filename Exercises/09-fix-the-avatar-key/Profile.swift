// Grade 2 · Fix one defect. The profile never loads, whoever's it is.
//
// The original `User` and the decoder the original `fetchUser(id:completion:)` builds. The
// backend sends `{"id": 1, "name": "Ada", "avatar_url": "https://example.com/ada.png"}`. The
// rest of the app reads `avatarURL`, so that name stays.
import ExerciseSupport
import Foundation

struct Profile: Decodable, Equatable {
    let id: Int
    let name: String
    let avatarURL: URL
}

/// Decodes a profile as the backend sends it.
func decodeProfile(_ data: Data) throws -> Profile {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    // TODO: every profile fails to decode, though the backend sends every field.
    return try decoder.decode(Profile.self, from: data)
}
