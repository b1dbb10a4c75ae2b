import Foundation
import KataUtilities

/// A clock that stands still until the test moves it, for code that waits: retries, debounces,
/// deadlines, `Retry-After`. Nothing waits in real time, and every wait is recorded.
///
///     let clock = ManualClock()
///     let call = Task { try await client.fetchUser(id: 1) }   // fails once, then sleeps
///     _ = await clock.waitForSleepers(1, within: .seconds(5))
///     clock.sleeps                                             // [.milliseconds(500)]
///     clock.advance(by: .milliseconds(500))                    // the retry goes out
///
/// A `Clock`, so the client takes it where the app passes `ContinuousClock()`. Its times are
/// given as the time since it started (`elapsed`, `advance(to:)`, `waitForSleeper(wakingBy:)`).
/// A sleeping task that is cancelled wakes at once with `CancellationError`, as `Task.sleep` does.
/// With `advancesByItself`, every sleep moves the clock forward and returns at once: for code
/// that should run straight through, waits included, and be timed afterwards.
public final class ManualClock: Clock, Sendable {
    /// A moment on this clock: the time since it started.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        public let offset: Duration

        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
        public var description: String { "\(offset) after the start" }
    }

    private struct Sleeping {
        let wakeAt: Duration
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Duration = .zero
        var sleeps: [Duration] = []
        var sleeping: [Int: Sleeping] = [:]
        var cancelledEarly: Set<Int> = []
        /// The last sleeper's number. A count, not `UUID()`: on Linux each UUID opens and reads
        /// `/dev/urandom`, and a stress scenario sleeps thousands of times.
        var lastID = 0
        /// Tests waiting for the sleepers to reach some state: each with its condition on the
        /// wake-up times of everyone asleep.
        var waiters: [(condition: @Sendable ([Duration]) -> Bool, arrival: Arrival<Void>)] = []

        var wakeUps: [Duration] { sleeping.values.map(\.wakeAt) }

        /// Removes and returns the waiters whose condition now holds.
        mutating func satisfiedWaiters() -> [Arrival<Void>] {
            let wakeUps = self.wakeUps
            let ready = waiters.filter { $0.condition(wakeUps) }.map(\.arrival)
            waiters.removeAll { $0.condition(wakeUps) }
            return ready
        }
    }

    private let state = Locked(State())
    private let advancesByItself: Bool

    /// - Parameter advancesByItself: whether each sleep moves the clock and returns at once.
    public init(advancesByItself: Bool = false) {
        self.advancesByItself = advancesByItself
    }

    public var now: Instant { Instant(offset: elapsed) }

    /// The time since the clock started: what every wait and `advance(to:)` is counted in.
    public var elapsed: Duration { state.withLock { $0.now } }

    /// Nothing is finer than what the test moves the clock by.
    public var minimumResolution: Duration { .zero }

    /// Every wait asked for so far, in order: how long each sleeper wanted to sleep.
    public var sleeps: [Duration] { state.withLock { $0.sleeps } }

    /// How many tasks are asleep on this clock right now.
    public var sleepers: Int { state.withLock { $0.sleeping.count } }

    /// Suspends until the test moves the clock to `deadline`; `tolerance` changes nothing here.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let deadline = deadline.offset
        let (wakeNow, id): (Bool, Int) = state.withLock { state in
            state.sleeps.append(max(deadline - state.now, .zero))
            if advancesByItself, deadline > state.now { state.now = deadline }
            state.lastID += 1
            return (deadline <= state.now, state.lastID)
        }
        if wakeNow {
            try Task.checkCancellation()
            return
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let ready: [Arrival<Void>]? = state.withLock { state in
                    if state.cancelledEarly.remove(id) != nil { return nil }
                    state.sleeping[id] = Sleeping(wakeAt: deadline, continuation: continuation)
                    return state.satisfiedWaiters()
                }
                guard let ready else { return continuation.resume(throwing: CancellationError()) }
                for arrival in ready { arrival.deliver(()) }
            }
        } onCancel: {
            let sleeping: Sleeping? = state.withLock { state in
                guard let sleeping = state.sleeping.removeValue(forKey: id) else {
                    state.cancelledEarly.insert(id)
                    return nil
                }
                return sleeping
            }
            sleeping?.continuation.resume(throwing: CancellationError())
        }
    }

    /// When the earliest sleeper wakes; nil when nobody sleeps.
    public var nextWakeUp: Duration? {
        state.withLock { $0.sleeping.values.map(\.wakeAt).min() }
    }

    /// Moves the clock to the earliest sleeper's wake-up time and wakes it (and any other due
    /// then); false when nobody sleeps.
    @discardableResult
    public func advanceToNextWakeUp() -> Bool {
        guard let next = nextWakeUp else { return false }
        advance(to: next)
        return true
    }

    /// Moves the clock forward by `duration`, waking every sleeper due by then.
    public func advance(by duration: Duration) {
        advance(to: elapsed + duration)
    }

    /// Moves the clock to `time` (never backwards), waking every sleeper due by then, earliest first.
    public func advance(to time: Duration) {
        let due: [Sleeping] = state.withLock { state in
            state.now = max(state.now, time)
            let due = state.sleeping.filter { $0.value.wakeAt <= state.now }
            for id in due.keys { state.sleeping[id] = nil }
            return due.values.sorted { $0.wakeAt < $1.wakeAt }
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Waits until at least `count` tasks are asleep on this clock, for at most `timeout` of real
    /// time; false if they never were.
    public func waitForSleepers(_ count: Int, within timeout: Duration) async -> Bool {
        await waitUntil(within: timeout) { $0.count >= count }
    }

    /// Waits until someone is asleep who wakes by `time` (a retry's wait, say, as opposed to a
    /// deadline further off), for at most `timeout` of real time; false if nobody was.
    public func waitForSleeper(wakingBy time: Duration, within timeout: Duration) async -> Bool {
        await waitUntil(within: timeout) { $0.contains { $0 <= time } }
    }

    /// Waits until someone is asleep who wakes after `time` (a wait that runs past a deadline),
    /// for at most `timeout` of real time; false if nobody was.
    public func waitForSleeper(wakingAfter time: Duration, within timeout: Duration) async -> Bool {
        await waitUntil(within: timeout) { $0.contains { $0 > time } }
    }

    private func waitUntil(within timeout: Duration, _ condition: @escaping @Sendable ([Duration]) -> Bool) async -> Bool {
        let arrival = Arrival<Void>()
        let already: Bool = state.withLock { state in
            if condition(state.wakeUps) { return true }
            state.waiters.append((condition, arrival))
            return false
        }
        return already ? true : await arrival.value(within: timeout) != nil
    }

    /// The wall-clock time on this clock, starting at `start`: for code that reads "now" as a
    /// `Date` (a `Retry-After` date, a cache's "last updated") while it waits on this clock.
    public func wallClock(startingAt start: Date) -> @Sendable () -> Date {
        {
            let elapsed = self.elapsed.components
            return start.addingTimeInterval(Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
        }
    }
}
