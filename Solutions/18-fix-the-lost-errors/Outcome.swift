// Grade 2 · Fix defect 11: `(User?, Error?)` and lost errors.
import Fixed
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One result, never "no user and no error". The rewrite goes further: `async throws`.
func outcome(data: Data?, response: URLResponse?, error: (any Error)?) throws -> Result<User, APIError> {
    if let error { return .failure(.transport((error as? URLError)?.code ?? .unknown)) }
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard (200..<300).contains(status) else { return .failure(.badStatus(status)) }
    guard let data, let user = try? JSONDecoder().decode(User.self, from: data) else { return .failure(.decoding) }
    return .success(user)
}
