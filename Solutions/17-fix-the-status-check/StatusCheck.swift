// Grade 2 · Fix one defect. An error page, shown as a profile.
import Fixed
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// URLSession only calls a transport failure an error; reading the status is the caller's job.
/// Only a 2xx goes to the decoder, and any other status becomes an error that keeps it.
func user(from data: Data, response: URLResponse) throws -> User {
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard (200..<300).contains(status) else { throw APIError.badStatus(status) }
    let decoder = JSONDecoder()
    return try decoder.decode(User.self, from: data)
}
