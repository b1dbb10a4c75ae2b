// Grade 2 · Fix one defect. A crash waiting for its day.
//
// The original `searchUsers(query:completion:)`, once `error` is nil: it decodes the data it
// was handed. (Its `try!` is exercise 8's; here it is already `try`.)
import ExerciseSupport
import Fixed
import Foundation

/// The search handler's work once the error is dealt with: turn the data into users.
func users(from data: Data?) throws -> [User] {
    let decoder = JSONDecoder()
    // TODO: the day a response comes back with no data and no error, search takes the whole
    // app down.
    let users = try decoder.decode([User].self, from: data!)
    return users
}
