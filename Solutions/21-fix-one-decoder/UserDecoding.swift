// Grade 2 · Fix defect 14: a JSONDecoder per call, and the two disagree.
import Fixed
import Foundation

/// One decoder means one set of rules: what decodes for the profile decodes for the search.
final class UserDecoding {
    private let decoder = JSONDecoder()

    func profile(from data: Data) throws -> User {
        try decoder.decode(User.self, from: data)
    }

    func searchResults(from data: Data) throws -> [User] {
        try decoder.decode([User].self, from: data)
    }
}
