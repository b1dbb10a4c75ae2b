// Grade 2 · Fix defect 5: the search query is not encoded.
import ExerciseSupport
import Foundation

let baseURL = URL(string: "https://api.example.com")!

/// The URL of a user search for `query`.
func searchURL(for query: String) throws -> URL {
    // The original, where `&` and `=` pass through as they are, so searching
    // "tom&admin=true" sends a second parameter, admin=true:
    //     URL(string: baseURL + "/users?q=" + query)!
    // TODO: build the URL so the whole query is the one `q` item.
    throw NotImplemented("encode the query")
}
