import KataTestSupport
import KataUtilities

/// Records what a completion handler was called with, so a test can wait for it with a deadline
/// and count the calls. A handler that is never called fails the test instead of hanging it.
public final class Completion<Value: Sendable>: Sendable {
    private let first = Arrival<Value>()
    private let calls = Locked(0)

    public init() {}

    /// Pass this where the code under test wants its completion handler.
    public var handler: @Sendable (Value) -> Void {
        { value in
            self.calls.withLock { $0 += 1 }
            self.first.deliver(value)
        }
    }

    /// The first value the handler was called with, or nil if it was not called within `timeout`.
    public func value(within timeout: Duration = .seconds(1)) async -> Value? {
        await first.value(within: timeout)
    }

    /// How many times the handler has been called so far.
    public var callCount: Int { calls.withLock { $0 } }
}
