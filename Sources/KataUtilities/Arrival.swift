import Foundation

/// Something that arrives once, from any thread (a completion handler's result, say), and that
/// a test awaits with a deadline. The deadline is what turns "never called" into a failing
/// test instead of a hung one.
public final class Arrival<Value: Sendable>: @unchecked Sendable {
    private struct Waiter {
        let continuation: CheckedContinuation<Value?, Never>
        var deadline: Task<Void, Never>?
    }

    private struct State {
        var value: Value?
        var waiters: [Int: Waiter] = [:]
        // A counter, not UUID(): on Linux each UUID opens /dev/urandom, and stress scenarios
        // wait on thousands of arrivals.
        var nextWaiter = 0
    }

    private let state = Locked(State())

    public init() {}

    /// Delivers the value. Only the first delivery counts; later ones are ignored.
    public func deliver(_ value: Value) {
        let waiters: [Waiter] = state.withLock { state in
            guard state.value == nil else { return [] }
            state.value = value
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for waiter in waiters {
            waiter.deadline?.cancel()
            waiter.continuation.resume(returning: value)
        }
    }

    /// The value, if it has arrived or arrives within `timeout`; nil otherwise.
    public func value(within timeout: Duration) async -> Value? {
        await withCheckedContinuation { continuation in
            let (arrived, id): (Value?, Int) = state.withLock { state in
                if let value = state.value { return (value, 0) }
                state.nextWaiter += 1
                state.waiters[state.nextWaiter] = Waiter(continuation: continuation)
                return (nil, state.nextWaiter)
            }
            if let arrived { return continuation.resume(returning: arrived) }
            // Started only once the waiter is registered, so it can never fire too early.
            let deadline = Task {
                try? await Task.sleep(for: timeout)
                if !Task.isCancelled { self.giveUp(id) }
            }
            let stillWaiting = state.withLock { state in
                state.waiters[id]?.deadline = deadline
                return state.waiters[id] != nil
            }
            if !stillWaiting { deadline.cancel() }
        }
    }

    private func giveUp(_ id: Int) {
        let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
        waiter?.continuation.resume(returning: nil)
    }
}
