// Grade 2 · Fix one defect. Two endpoints, two opinions of the same user.
//
// How the original decodes its two answers: a decoder made in each method. `User` (Sources/Fixed)
// names its wire keys in CodingKeys, as a repaired model does.
import ExerciseSupport
import Fixed
import Foundation

/// Decodes the profile and the search answers.
final class UserDecoding {
    // TODO: the same user's JSON decodes through search and fails through the profile, and each
    // new endpoint will pick rules of its own.

    func profile(from data: Data) throws -> User {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(User.self, from: data)
    }

    func searchResults(from data: Data) throws -> [User] {
        let decoder = JSONDecoder()
        return try decoder.decode([User].self, from: data)
    }
}
