// Grade 2 · Fix one defect. "Something went wrong", whatever went wrong.
import Fixed
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `Result` is a user or an error, never both and never neither: "(nil, nil)" cannot even be
/// written. Each way to fail has its own case, so the screen can say "you're offline" or "try
/// again later". (The rewrite goes further: `async throws`, and the compiler checks every path.)
func handleProfileResponse(
    data: Data?, response: URLResponse?, error: (any Error)?,
    completion: @escaping @Sendable (Result<User, APIError>) -> Void
) {
    if let error = error {
        completion(.failure(.transport((error as? URLError)?.code ?? .unknown)))
        return
    }
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard (200..<300).contains(status) else { return completion(.failure(.badStatus(status))) }
    let decoder = JSONDecoder()
    guard let data, let user = try? decoder.decode(User.self, from: data) else { return completion(.failure(.decoding)) }
    completion(.success(user))
}
