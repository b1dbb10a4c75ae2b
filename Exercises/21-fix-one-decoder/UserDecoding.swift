// Grade 2 · Fix defect 14: a JSONDecoder per call, and the two disagree.
import ExerciseSupport
import Fixed
import Foundation

/// Decodes the profile and the search answers. `User` names its wire keys in CodingKeys.
final class UserDecoding {
    // The original built a decoder in each call, and the two disagreed on the key strategy:
    //     profile: decoder.keyDecodingStrategy = .convertFromSnakeCase
    //     search:  no strategy at all
    // TODO: one decoder, built once, used by both methods.

    func profile(from data: Data) throws -> User {
        throw NotImplemented("decode the profile with the one decoder")
    }

    func searchResults(from data: Data) throws -> [User] {
        throw NotImplemented("decode the search with the one decoder")
    }
}
