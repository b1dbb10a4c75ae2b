// Grade 2 · Fix one defect. A search that says more than the user typed.
//
// The first line of the original `searchUsers(query:completion:)`: the URL it asks for. (The
// original ends it with `!`; here a URL that cannot be made is an error instead of a crash.)
import ExerciseSupport
import Foundation

let baseURL = "https://api.example.com"

/// The URL of a user search for `query`, exactly as the user typed it.
func searchURL(for query: String) throws -> URL {
    // TODO: searching for "tom&admin=true" sends the server two parameters, q=tom and
    // admin=true; searching for "#1" sends it an empty q.
    guard let url = URL(string: baseURL + "/users?q=" + query) else { throw URLError(.badURL) }
    return url
}
