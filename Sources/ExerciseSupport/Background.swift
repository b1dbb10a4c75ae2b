import Dispatch

/// Calls `callback` with `value` on a background queue, as URLSession calls a completion handler
/// from its own queue. The callback's type says nothing about queues, and Swift 6 takes that to
/// mean "the queue it was made on": the test does what URLSession does, whatever the type says.
public func callOnABackgroundQueue<Value: Sendable>(_ callback: @escaping (Value) -> Void, with value: Value) {
    nonisolated(unsafe) let callback = callback
    DispatchQueue.global().async { callback(value) }
}
