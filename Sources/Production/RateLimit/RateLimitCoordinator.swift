/// One per client, shared by every request it sends: once the server answers 429 with
/// `Retry-After`, no request of any feature leaves before that time. Without it, the search
/// screen would keep firing while the profile screen politely waits, and the server would see
/// no difference.
public actor RateLimitCoordinator {
    private let clock: any Sleeper
    /// When requests may leave again, on `clock`.
    private var closedUntil: Duration?

    public init(clock: any Sleeper) {
        self.clock = clock
    }

    /// Holds every request back for `wait` from now (or longer, if already held longer).
    public func holdRequests(for wait: Duration) {
        let until = clock.now + wait
        closedUntil = max(closedUntil ?? until, until)
    }

    /// How long a request must wait before it may leave; zero when it may leave now.
    public func waitBeforeSending() -> Duration {
        guard let closedUntil else { return .zero }
        let wait = closedUntil - clock.now
        if wait <= .zero { self.closedUntil = nil }
        return max(wait, .zero)
    }
}
