// Grade 2 · Fix one defect. Report 2: "Search crashes the app during last night's outage."
import Fixed
import Foundation

/// `try` hands the decoding error to the caller, who can say the search failed; `try!` turns
/// the same error into a trap that ends the app.
func decodeSearchResults(_ data: Data) throws -> [User] {
    let decoder = JSONDecoder()
    let users = try decoder.decode([User].self, from: data)
    return users
}
