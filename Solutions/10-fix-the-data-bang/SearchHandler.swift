// Grade 2 · Fix one defect. A crash waiting for its day.
import Fixed
import Foundation

/// URLSession happens to hand data whenever there is no error; its type does not promise it, so
/// the code says what "no data" means instead of trapping on it.
func users(from data: Data?) throws -> [User] {
    guard let data else { throw URLError(.badServerResponse) }
    let decoder = JSONDecoder()
    let users = try decoder.decode([User].self, from: data)
    return users
}
