// Grade 2 · Fix defect 9: the spinner spins for ever (report 1).
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct NameOnly: Decodable {
    let name: String
}

/// Every path ends in exactly one call to completion. (async throws makes the compiler check
/// that for you: see Sources/Fixed.)
func fetchName(id: Int, completion: @escaping @Sendable (Result<String, any Error>) -> Void) {
    let url = URL(string: "https://api.example.com/users/\(id)")!
    URLSession.shared.dataTask(with: url) { data, _, error in
        if let error { return completion(.failure(error)) }
        guard let data else { return completion(.failure(URLError(.badServerResponse))) }
        completion(Result { try JSONDecoder().decode(NameOnly.self, from: data).name })
    }.resume()
}
