// Grade 4 · Production. A search for "c++" finds everyone called "c".
//
// Where it comes from: the original write-up, whose follow-up
// questions ask: "A user searches for c++. What reaches the server?" The app builds its URLs
// with URLComponents and URLQueryItem, which is what exercise 12 asked for, and what keeps
// tom&admin=true one value.
//
// Observe first: `swift run -q kata check 28` shows the query the server received for "c++",
// and how a server that reads queries the way HTML forms do understands it. The // TODO is in
// `requestURL(base:path:query:)`, below.
//
// What you may use besides what this file shows: names and signatures, not answers.
// - Foundation's URLComponents: `queryItems: [URLQueryItem]?`, `percentEncodedQuery: String?`
//   (the query as it is sent), `url: URL?`; and `String.replacingOccurrences(of:with:)`.
// - Nothing from Production beyond `APIError.invalidRequest(String)`, above.
import Foundation
import Production

/// The URL of a request: `base`, then `path`, then the query, every value reaching the server
/// exactly as the user typed it, whatever characters it holds.
func requestURL(base: URL, path: String, query: [URLQueryItem]) throws(APIError) -> URL {
    guard var components = URLComponents(url: base.appending(path: path), resolvingAgainstBaseURL: false) else {
        throw .invalidRequest("the path \(path.debugDescription) makes no URL")
    }
    // TODO: a search for "c++" reaches the server as a search for "c" and two spaces. Which
    // characters does URLQueryItem leave as they are?
    components.queryItems = query
    guard let url = components.url else { throw .invalidRequest("the query makes no URL") }
    return url
}
