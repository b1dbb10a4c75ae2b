// Grade 2 · Fix defect 2: `avatar_url` never decodes.
import ExerciseSupport
import Foundation

struct Profile: Decodable, Equatable {
    let id: Int
    let name: String
    let avatarURL: URL
    // TODO: say which JSON key each property comes from, so `avatar_url` lands in `avatarURL`.
}

/// Decodes a profile as the backend sends it: snake-case keys.
func decodeProfile(_ data: Data) throws -> Profile {
    // The original:
    //     decoder.keyDecodingStrategy = .convertFromSnakeCase
    // turns `avatar_url` into `avatarUrl` (`.capitalized` lower-cases all but the first letter of
    // each later word), a key the property `avatarURL` never matches.
    // The trap: keeping that line and adding `case avatarURL = "avatar_url"` still fails, because
    // the strategy rewrites the JSON's keys before any CodingKey is compared with them.
    // TODO: decode with the keys named in Profile, and no key strategy.
    throw NotImplemented("decode avatar_url into avatarURL")
}
