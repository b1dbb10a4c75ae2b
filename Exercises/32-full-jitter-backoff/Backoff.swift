// Grade 4 · Production. "Every outage ends with a second one." (report 7 in docs/reports.md,
// from the server team: when the API came back, every phone hit it at the same instants.)
//
// Where it comes from: the reliability chapter, "8. Retry Policies":
// "Jitter prevents many clients that failed simultaneously from retrying at exactly the same
// moment." Its own example, which this file starts from, "omits jitter".
//
// Observe first: `swift run -q kata check 32` shows the waits this function gives for random
// fractions of 0, 0.5 and 1. A thousand phones draw a thousand fractions: how far apart do
// their retries land? The // TODO is in `backoffDelay(beforeRetry:fraction:)`, below.
//
// What you may use besides what this file shows: names and signatures, not answers.
// - `pow(_:_:)`, `min(_:_:)`, `max(_:_:)` (Foundation and the standard library), and
//   `Duration.milliseconds(_:)`. Nothing from Production: this is the function its Backoff holds.
import Foundation

/// How long to wait before retry `retry` (0 for the first retry), given a random `fraction`
/// from 0 to 1 that the client draws from its injected random source. The chapter's numbers:
/// a 0.5 s start, doubling, and an 8 s cap.
func backoffDelay(beforeRetry retry: Int, fraction: Double) -> Duration {
    // TODO: every phone that failed at the same moment waits exactly as long as the others,
    // whatever fraction it drew.
    let seconds = min(8.0, 0.5 * pow(2.0, Double(retry)))
    return .milliseconds(Int(seconds * 1000))
}
