// Grade 2 · Fix defect 10: no HTTP status check.
import Fixed
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// URLSession only calls a transport failure an error; a bad status is for the caller to see.
func checkStatus(of response: HTTPURLResponse) throws {
    guard (200..<300).contains(response.statusCode) else { throw APIError.badStatus(response.statusCode) }
}
