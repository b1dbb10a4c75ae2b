// Grade 2 · Fix defect 5: the search query is not encoded.
import Foundation

let baseURL = URL(string: "https://api.example.com")!

/// A query item is encoded as one value: `&` and `=` inside it become %26 and %3D.
func searchURL(for query: String) throws -> URL {
    baseURL.appending(path: "users").appending(queryItems: [URLQueryItem(name: "q", value: query)])
}
