import Foundation

/// How long a real-time check may take here. Under the thread sanitizer (CI's last step sets
/// KATA_UNDER_SANITIZER=1) every thread runs several times slower, and a bound that holds a fast
/// path to "at once" would fail for the sanitizer's cost, not for the code's: there the bound is
/// five times as long, since what that run checks is the absence of data races.
enum Bounds {
    static let scale: Int64 = ProcessInfo.processInfo.environment["KATA_UNDER_SANITIZER"] == nil ? 1 : 5

    static func onThisRun(_ bound: Duration) -> Duration { bound * scale }
}
