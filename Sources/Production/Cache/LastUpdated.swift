import Foundation

/// "Last updated 5 minutes ago": how old a cached profile is, in words. The two dates are given,
/// never read from the system clock, so the text is the same in every test run.
public enum LastUpdated {
    public static func text(savedAt: Date, now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(savedAt)))
        switch seconds {
        case ..<60: return "Last updated just now"
        case ..<3600: return "Last updated \(count(seconds / 60, "minute")) ago"
        case ..<86_400: return "Last updated \(count(seconds / 3600, "hour")) ago"
        default: return "Last updated \(count(seconds / 86_400, "day")) ago"
        }
    }

    private static func count(_ number: Int, _ unit: String) -> String {
        number == 1 ? "1 \(unit)" : "\(number) \(unit)s"
    }
}
