import Foundation

/// The candidate's clock: `kata interview` writes the time it started to a small file, and
/// `kata interview score` reads it back. No process keeps running in between.
struct PracticeTimer {
    let url: URL

    func start(at now: Date) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (now.ISO8601Format() + "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    /// When the timer started; nil when it never did or the file was edited into nonsense.
    func startedAt() -> Date? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return try? Date(text.trimmingCharacters(in: .whitespacesAndNewlines), strategy: .iso8601)
    }

    /// "23 min 5 s", "1 h 2 min", "40 s".
    static func describe(_ seconds: TimeInterval) -> String {
        let total = max(0, Int(seconds.rounded(.down)))
        let (hours, minutes, rest) = (total / 3600, total % 3600 / 60, total % 60)
        if hours > 0 { return "\(hours) h \(minutes) min" }
        if minutes > 0 { return "\(minutes) min \(rest) s" }
        return "\(rest) s"
    }
}
