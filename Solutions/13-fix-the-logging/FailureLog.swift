// Grade 2 · Fix one defect. What the log says about your users.
import Foundation

/// The error's code says what went wrong; its URL only says who. (On Apple platforms, `Logger`
/// is the tool for a value you do need: a string is private unless marked `.public`, but a number
/// is public unless marked `.private`, so an `Int` user id needs `privacy: .private`.)
func logFailure(_ error: URLError, to log: (String) -> Void) {
    log("request failed: URLError code \(error.code.rawValue)")
}
