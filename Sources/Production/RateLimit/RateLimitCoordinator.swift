/// One per client, shared by every request it sends: once the server answers 429 with
/// `Retry-After`, no request of any feature leaves before that time. Without it, the search
/// screen would keep firing while the profile screen politely waits, and the server would see
/// no difference.
public actor RateLimitCoordinator {
    private let clock: Stopwatch
    /// When requests may leave again, as the time on `clock`.
    private var closedUntil: Duration?

    public init(clock: any Clock<Duration>) {
        self.clock = Stopwatch(on: clock)
    }

    /// Holds every request back for `wait` from now (or longer, if already held longer).
    public func holdRequests(for wait: Duration) {
        let until = clock.elapsed() + wait
        closedUntil = max(closedUntil ?? until, until)
    }

    /// How long a request must wait before it may leave; zero when it may leave now.
    public func waitBeforeSending() -> Duration {
        guard let closedUntil else { return .zero }
        let wait = closedUntil - clock.elapsed()
        if wait <= .zero { self.closedUntil = nil }
        return max(wait, .zero)
    }
}
