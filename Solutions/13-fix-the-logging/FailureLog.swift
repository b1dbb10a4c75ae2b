// Grade 2 · Fix defect 6: `print` logs the full error.
import Foundation

/// The error code says what went wrong; the URL only says who. (On Apple platforms, `Logger` is
/// the tool for values you do need: a string is private unless marked `.public`, but a number is
/// public unless marked `.private`, so an `Int` user id needs `privacy: .private`.)
func logFailure(_ error: URLError, to log: (String) -> Void) throws {
    log("request failed: URLError code \(error.code.rawValue)")
}
