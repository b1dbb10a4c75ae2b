import Foundation

/// Builds a request URL from a base, a path and query items.
public enum QueryEncoding {
    /// `base` + `path` + `query`, each value percent-encoded so it stays one value.
    ///
    /// `URLQueryItem` encodes `&`, `=` and spaces, but leaves `+` alone, as RFC 3986 allows; many
    /// servers read a `+` in a query as a space, as HTML forms do. So a search for `c++` would
    /// arrive as `c  `. Encoding `+` as `%2B` here sends `q=c%2B%2B`, which every server reads
    /// as `c++`.
    public static func url(base: URL, path: String, query: [URLQueryItem]) throws(APIError) -> URL {
        let full = path.isEmpty ? base : base.appending(path: path)
        guard var components = URLComponents(url: full, resolvingAgainstBaseURL: false) else {
            throw .invalidRequest("the path \(path.debugDescription) makes no URL")
        }
        if !query.isEmpty {
            components.queryItems = query
            components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        }
        guard let url = components.url else { throw .invalidRequest("the query makes no URL") }
        return url
    }
}
