import Foundation

/// How long to wait before retry `retry` (0 for the first retry), given a random `fraction`
/// from 0 to 1 that the client draws from its injected random source. The chapter's numbers:
/// a 0.5 s start, doubling, and an 8 s cap.
func backoffDelay(beforeRetry retry: Int, fraction: Double) -> Duration {
    // Full jitter: anywhere from zero to the ceiling, so a crowd that failed together spreads
    // out. The cap comes first: jitter first, then the cap, would pile late retries onto 8 s.
    let ceiling = min(8.0, 0.5 * pow(2.0, Double(retry)))
    return .milliseconds(Int(ceiling * min(max(fraction, 0), 1) * 1000))
}
