import Foundation
import Production

/// The URL of a request: `base`, then `path`, then the query, every value reaching the server
/// exactly as the user typed it, whatever characters it holds.
func requestURL(base: URL, path: String, query: [URLQueryItem]) throws(APIError) -> URL {
    guard var components = URLComponents(url: base.appending(path: path), resolvingAgainstBaseURL: false) else {
        throw .invalidRequest("the path \(path.debugDescription) makes no URL")
    }
    components.queryItems = query
    // URLQueryItem leaves + as it is, as RFC 3986 allows, and a server that reads a query the
    // way HTML forms do takes it for a space. Replaced after the items are encoded, so a + is
    // encoded once (%2B), never twice (%252B).
    components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
    guard let url = components.url else { throw .invalidRequest("the query makes no URL") }
    return url
}
