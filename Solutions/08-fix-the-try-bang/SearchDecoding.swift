// Grade 2 · Fix defect 1: `try!` crashes search during an outage.
import Fixed
import Foundation

/// `try` hands the decoding error to the caller, who can show a message; `try!` traps.
func decodeSearchResults(_ data: Data) throws -> [User] {
    try JSONDecoder().decode([User].self, from: data)
}
