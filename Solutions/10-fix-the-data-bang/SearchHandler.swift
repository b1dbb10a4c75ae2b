// Grade 2 · Fix defect 3: `data!`, a second force unwrap.
import Fixed
import Foundation

enum SearchFailure: Error, Equatable {
    case noData
}

/// URLSession happens to send data whenever there is no error; the type does not promise it.
func users(from data: Data?) throws -> [User] {
    guard let data else { throw SearchFailure.noData }
    return try JSONDecoder().decode([User].self, from: data)
}
