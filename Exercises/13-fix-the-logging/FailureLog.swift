// Grade 2 · Fix one defect. What the log says about your users.
//
// What the original does when a profile or search request fails: `print(error)`. Here `log`
// stands for that print (or for the app's logger: on an iPhone, `Logger` and `NSLog` write to
// the unified log, which stays on the device and leaves it in every sysdiagnose).
import ExerciseSupport
import Foundation

/// Called with the error of a request that failed.
func logFailure(_ error: URLError, to log: (String) -> Void) {
    // TODO: anyone who reads the log learns whose profile was opened and who was searched for.
    log("\(error)")
}
