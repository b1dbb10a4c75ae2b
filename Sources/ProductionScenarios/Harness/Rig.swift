import Foundation
import KataTestSupport
import Production
import KataUtilities

/// The test's side of a client scenario: a fake server that answers by route, a manual clock, a
/// scripted random source, a fixed "now", counted idempotency keys and a captured log.
final class Rig: Sendable {
    let clock: ManualClock
    let server: RouteTransport
    let random: ScriptedRandom
    /// "Now" when the scenario starts; it moves with the clock.
    let start = FixedNow.backToTheFuture.date
    private let keys = Locked<[String]>([])
    private let lines = Locked<[String]>([])

    /// - Parameter fractions: the random source's script (the last repeats).
    init(fractions: Double..., clock: ManualClock = ManualClock()) {
        self.clock = clock
        server = RouteTransport(clock: clock)
        random = ScriptedRandom(script: fractions)
    }

    /// Every idempotency key made so far.
    var keysMade: [String] { keys.withLock { $0 } }

    /// Every line the client logged.
    var log: [String] { lines.withLock { $0 } }

    var now: @Sendable () -> Date { clock.wallClock(startingAt: start) }

    func seams(tokens: (any AccessTokenProvider)? = nil, deadline: Duration? = nil, maxAttempts: Int = 3) -> ClientSeams {
        var configuration = APIClient.Configuration(transport: server.transport)
        configuration.clock = clock
        configuration.random = random
        configuration.now = now
        configuration.makeIdempotencyKey = { [keys] in
            keys.withLock { keys in
                let key = "key-\(keys.count + 1)"
                keys.append(key)
                return key
            }
        }
        configuration.auth = tokens
        configuration.policy = RetryPolicy(maxAttempts: maxAttempts, deadline: deadline)
        return ClientSeams(configuration, log: { [lines] line in lines.withLock { $0.append(line) } })
    }

    /// Waits for someone to sleep on the clock, then moves it to their wake-up time. False if
    /// nobody went to sleep within `Waits.bound`.
    func wakeNextSleeper() async -> Bool {
        guard await clock.waitForSleepers(1, within: Waits.bound) else { return false }
        return clock.advanceToNextWakeUp()
    }

    /// The times, on the clock, at which requests to `method` `path` arrived.
    func arrivals(_ method: String, _ path: String) -> [Duration] {
        server.received(method, path).map(\.at)
    }
}
