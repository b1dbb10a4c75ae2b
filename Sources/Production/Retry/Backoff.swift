/// Exponential backoff with full jitter: the wait before retry n is a random share of
/// min(cap, base × 2ⁿ). With the reliability chapter's numbers (0.5 s base, 8 s cap) the ceilings
/// are 0.5 s, 1 s, 2 s, 4 s, 8 s, 8 s…
///
/// The cap comes first and the jitter second. Jitter first, `min(cap, random × base × 2ⁿ)`, would
/// pile every late retry onto the cap itself; a fixed schedule (no jitter) makes a thousand phones
/// that failed together retry together.
public struct Backoff: Sendable, Equatable {
    public var base: Duration
    public var cap: Duration

    public init(base: Duration = .milliseconds(500), cap: Duration = .seconds(8)) {
        self.base = base
        self.cap = cap
    }

    /// The wait before retry `retry` (0 for the first retry), for a random `fraction` in 0...1.
    public func delay(beforeRetry retry: Int, fraction: Double) -> Duration {
        ceiling(beforeRetry: retry) * min(max(fraction, 0), 1)
    }

    /// The longest the wait before retry `retry` can be.
    public func ceiling(beforeRetry retry: Int) -> Duration {
        var ceiling = base
        for _ in 0..<max(retry, 0) where ceiling < cap {
            ceiling *= 2
        }
        return min(ceiling, cap)
    }
}
