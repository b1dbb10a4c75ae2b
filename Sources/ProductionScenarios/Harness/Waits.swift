import KataUtilities

/// A call started in its own task, so that the scenario can drive the clock, cancel it, and
/// collect how it ended.
final class Started<Value: Sendable>: Sendable {
    private let ended = Arrival<Outcome<Value>>()
    private let task: Task<Void, Never>

    init(_ call: @escaping @Sendable () async throws -> Value) {
        let ended = self.ended
        task = Task {
            do { ended.deliver(.returned(try await call())) } catch { ended.deliver(.failed(Failure(error))) }
        }
    }

    func cancel() { task.cancel() }

    /// How it ended; `.neverCompleted` if it had not within `bound`.
    func end(within bound: Duration = Waits.bound) async -> Outcome<Value> {
        await ended.value(within: bound) ?? .neverCompleted
    }
}

/// Whether `work` finishes within `Waits.bound`.
func finishes(_ work: @escaping @Sendable () async -> Void) async -> Bool {
    await withDeadline(Waits.bound, work) != nil
}

/// An answer already on its way when the caller gives up, as when the bytes beat a cancel: a
/// route's handler holds it past the transport's own cancellation check, and lets it go when the
/// scenario says, cancelled or not.
final class AnswerOnItsWay: Sendable {
    private let answering = Arrival<Void>()
    private let released = Arrival<Void>()

    /// In the route's handler, before it returns its reply.
    func hold() async {
        answering.deliver(())
        _ = await released.value(within: Waits.bound)
    }

    /// Waits until the handler holds the answer: from here it comes whatever the caller does.
    func waitUntilHeld() async {
        _ = await answering.value(within: Waits.bound)
    }

    func release() {
        released.deliver(())
    }
}
