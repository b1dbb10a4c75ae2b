// Grade 2 · Fix one defect. Two endpoints, two opinions of the same user.
import Fixed
import Foundation

/// One decoder means one set of rules: what decodes for the profile decodes for the search. No
/// key strategy: User's CodingKeys already name the wire keys.
final class UserDecoding {
    private let decoder = JSONDecoder()

    func profile(from data: Data) throws -> User {
        try decoder.decode(User.self, from: data)
    }

    func searchResults(from data: Data) throws -> [User] {
        try decoder.decode([User].self, from: data)
    }
}
