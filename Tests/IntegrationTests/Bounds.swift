import KataUtilities

/// How long a real-time check may take here: five times as long under the thread sanitizer
/// (`ThreadSanitizer`), where a bound that holds a fast path to "at once" would fail for the
/// sanitizer's cost, not for the code's.
enum Bounds {
    static let scale: Int64 = ThreadSanitizer.isOn ? 5 : 1

    static func onThisRun(_ bound: Duration) -> Duration { bound * scale }
}
