import Foundation

/// Something that arrives once, from any thread (a completion handler's result, say), and that
/// a test awaits with a deadline. The deadline is what turns "never called" into a failing
/// test instead of a hung one.
public final class Arrival<Value: Sendable>: @unchecked Sendable {
    private struct State {
        var value: Value?
        var waiters: [UUID: CheckedContinuation<Value?, Never>] = [:]
    }

    private let state = Locked(State())

    public init() {}

    /// Delivers the value. Only the first delivery counts; later ones are ignored.
    public func deliver(_ value: Value) {
        let waiters: [CheckedContinuation<Value?, Never>] = state.withLock { state in
            guard state.value == nil else { return [] }
            state.value = value
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: value) }
    }

    /// The value, if it has arrived or arrives within `timeout`; nil otherwise.
    public func value(within timeout: Duration) async -> Value? {
        let id = UUID()
        let deadline = Task {
            try await Task.sleep(for: timeout)
            self.giveUp(id)
        }
        defer { deadline.cancel() }
        return await withCheckedContinuation { continuation in
            let arrived: Value? = state.withLock { state in
                if let value = state.value { return value }
                state.waiters[id] = continuation
                return nil
            }
            if let arrived { continuation.resume(returning: arrived) }
        }
    }

    private func giveUp(_ id: UUID) {
        let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
        waiter?.resume(returning: nil)
    }
}
