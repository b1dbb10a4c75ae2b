// Grade 2 · Fix one defect. Report 2: "Search crashes the app during last night's outage."
//
// These are the last lines of the original `searchUsers(query:completion:)`, once dataTask has
// handed over a body. During the outage that body was an HTML error page.
import ExerciseSupport
import Fixed
import Foundation

/// Turns the body of a search response into users.
func decodeSearchResults(_ data: Data) throws -> [User] {
    let decoder = JSONDecoder()
    // TODO: when the body is not the JSON we expect, the whole app quits instead of the search
    // saying it could not load.
    let users = try! decoder.decode([User].self, from: data)
    return users
}
