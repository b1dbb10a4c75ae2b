import KataTestSupport
import KataUtilities

/// How long a scenario waits, in real time, for something that a correct implementation does at
/// once. Nothing in a scenario waits in real time for time to pass: time is a manual clock. The
/// bound only turns a hang into a failure.
public enum Waits {
    public static let bound: Duration = .seconds(5)
}

/// A call started in its own task, so that the scenario can drive the clock, cancel it, and
/// collect how it ended.
final class Started<Value: Sendable>: Sendable {
    private let ended = Arrival<Ended<Value>>()
    private let task: Task<Void, Never>

    init(_ call: @escaping @Sendable () async throws -> Value) {
        let ended = self.ended
        task = Task {
            do { ended.deliver(.returned(try await call())) } catch { ended.deliver(.failed(Symptom(error))) }
        }
    }

    func cancel() { task.cancel() }

    /// How it ended; `.hung` if it had not within `bound`.
    func end(within bound: Duration = Waits.bound) async -> Ended<Value> {
        await ended.value(within: bound) ?? .hung
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

/// True as soon as either wait says yes; false once both have said no.
func either(_ one: @escaping @Sendable () async -> Bool, _ other: @escaping @Sendable () async -> Bool) async -> Bool {
    await eitherHappens(within: Waits.bound * 2, one, other)
}

/// Runs `call` to its end, bounded.
func ending<Value: Sendable>(_ call: @escaping @Sendable () async throws -> Value) async -> Ended<Value> {
    await Started(call).end()
}
