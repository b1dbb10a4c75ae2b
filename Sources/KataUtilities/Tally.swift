/// A count that goes up from any thread, and that a test can wait on with a deadline: "wait
/// until the fake has seen two requests", "until a request was cancelled".
public final class Tally: Sendable {
    private let state = Locked((count: 0, waiters: [(atLeast: Int, arrival: Arrival<Void>)]()))

    public init() {}

    public var count: Int { state.withLock { $0.count } }

    public func increment() {
        let ready = state.withLock { state in
            state.count += 1
            return state.waiters.filter { state.count >= $0.atLeast }.map(\.arrival)
        }
        for arrival in ready { arrival.deliver(()) }
    }

    /// Waits until the count reaches `atLeast`, for at most `timeout`; false if it did not.
    public func wait(forAtLeast atLeast: Int, within timeout: Duration) async -> Bool {
        let arrival = Arrival<Void>()
        let reached = state.withLock { state in
            if state.count >= atLeast { return true }
            state.waiters.append((atLeast, arrival))
            return false
        }
        return reached ? true : await arrival.value(within: timeout) != nil
    }
}
