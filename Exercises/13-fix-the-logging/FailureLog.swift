// Grade 2 · Fix defect 6: `print` logs the full error.
import ExerciseSupport
import Foundation

/// Called when a profile or a search request fails. `log` stands for the app's logger. On an
/// iPhone, `Logger` and `NSLog` write to the unified log, which stays on the phone and leaves it in
/// every sysdiagnose; `print` writes to standard output, which Xcode's console shows but the
/// device's log does not record. Whichever it is, keep the person out of the line.
func logFailure(_ error: URLError, to log: (String) -> Void) throws {
    // The original:
    //     print(error)
    // The error carries the URL, and with it the user's id or the name someone searched for.
    // TODO: log something that helps (what went wrong) without the URL.
    throw NotImplemented("log the failure without the URL")
}
