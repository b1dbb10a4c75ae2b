// Grade 2 · Fix defect 6: `print` logs the full error.
import ExerciseSupport
import Foundation

/// Called when a profile or a search request fails. `log` writes to the device log, which
/// anyone with the phone and a cable can read.
func logFailure(_ error: URLError, to log: (String) -> Void) throws {
    // The original:
    //     print(error)
    // The error carries the URL, and with it the user's id or the name someone searched for.
    // TODO: log something that helps (what went wrong) without the URL.
    throw NotImplemented("log the failure without the URL")
}
