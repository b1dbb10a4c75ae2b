import Foundation
import KataTestSupport
import KataUtilities

/// Attempts that take time. On the manual clock a reply comes at once, so a deadline raced around
/// each attempt, or a budget that counts only the waits, looks right; a server that takes its time
/// on the same clock tells them apart.
extension Rig {
    /// A handler whose replies, in order (the last repeats), each take `duration` on the rig's
    /// clock from the request's arrival. A caller that gives up meanwhile gets what URLSession
    /// hands over then, `URLError(.cancelled)`.
    func slow(_ duration: Duration, _ replies: Reply...) -> RouteTransport.Handler {
        let queue = Locked(replies)
        return { [clock] _ in
            let reply = queue.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] }
            do { try await clock.sleep(for: duration) } catch { return .failure(.cancelled) }
            return reply
        }
    }
}

/// How `call` ended, if it ends without the clock moving; nil if it went to sleep instead until
/// after `limit` (a wait that ends past the deadline), and is waiting still. A call that must end
/// at once then gives an answer either way, with no real wait.
func endsAtOnce<Value: Sendable>(_ call: Started<Value>, orSleepsPast limit: Duration, on clock: ManualClock) async -> Outcome<Value>? {
    let ended = Locked<Outcome<Value>?>(nil)
    _ = await eitherHappens({ let end = await call.end(); ended.withLock { $0 = end }; return true },
                            { await clock.waitForSleeper(wakingAfter: limit, within: Waits.bound) })
    return ended.withLock { $0 }
}
