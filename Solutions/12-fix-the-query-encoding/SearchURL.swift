// Grade 2 · Fix one defect. A search that says more than the user typed.
import Foundation

let baseURL = URL(string: "https://api.example.com")!

/// A query item is encoded as one value: `&`, `=`, `%` and `#` inside it are escaped, so the
/// server reads back exactly what was typed. (A `+` is left as it is, and many servers read it as
/// a space: a search for "c++" needs `%2B`. That is one for later.)
func searchURL(for query: String) throws -> URL {
    baseURL.appending(path: "users").appending(queryItems: [URLQueryItem(name: "q", value: query)])
}
