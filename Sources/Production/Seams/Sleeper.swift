/// Time, as the client needs it: what time it is now, and a way to wait until later.
///
/// The app uses `ContinuousSleeper`, the system's clock. Tests pass a manual clock that only moves
/// when the test says so, so a retry that waits 8 s takes no time at all, and the test can check
/// how long each wait was.
public protocol Sleeper: Sendable {
    /// The time on this clock, counted from an origin of its own. Only differences mean anything.
    var now: Duration { get }

    /// Suspends until `now` reaches `deadline`.
    /// - Throws: `CancellationError` as soon as the calling task is cancelled, even mid-wait.
    func sleep(until deadline: Duration) async throws
}

extension Sleeper {
    /// Suspends for `duration`; throws `CancellationError` if the task is cancelled first.
    public func sleep(for duration: Duration) async throws {
        try await sleep(until: now + duration)
    }
}

/// The system's continuous clock, which keeps counting while the device sleeps.
public struct ContinuousSleeper: Sleeper {
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    public init() {
        origin = clock.now
    }

    public var now: Duration { clock.now - origin }

    public func sleep(until deadline: Duration) async throws {
        try await clock.sleep(until: origin + deadline, tolerance: nil)
    }
}
