/// Any clock read as the time since a start. An `any Clock<Duration>` hides its instant type, so
/// what the client keeps (a deadline, the end of a rate-limit pause) is kept as the time since a
/// start on that clock, which means the same on every clock.
struct Stopwatch: Sendable {
    /// The time since the stopwatch started.
    let elapsed: @Sendable () -> Duration
    /// Suspends until `elapsed()` reaches the time given; throws `CancellationError` as soon as
    /// the task is cancelled, as every `Clock` does.
    let sleepUntil: @Sendable (Duration) async throws -> Void

    /// Starts now on `clock`.
    init(on clock: any Clock<Duration>) {
        self.init(opening: clock)
    }

    private init<C: Clock<Duration>>(opening clock: C) {
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        sleepUntil = { try await clock.sleep(until: start.advanced(by: $0), tolerance: nil) }
    }
}
