// Grade 2 · Fix one defect. Report 1: "The profile never loads on the train."
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct NameOnly: Decodable {
    let name: String
}

/// Every path ends in exactly one call to `completion`. (`async throws` makes the compiler
/// check that for you: exercise 25, and Sources/Fixed.)
func profileHandler(
    completion: @escaping @Sendable (Result<String, any Error>) -> Void
) -> @Sendable (Data?, URLResponse?, (any Error)?) -> Void {
    return { data, response, error in
        if let error = error {
            completion(.failure(error))
            return
        }
        guard let data = data else {
            completion(.failure(URLError(.badServerResponse)))
            return
        }
        completion(Result { try JSONDecoder().decode(NameOnly.self, from: data).name })
    }
}
