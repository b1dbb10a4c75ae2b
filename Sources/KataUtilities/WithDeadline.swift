/// Runs `body`, giving up after `limit`: nil then. A bug that hangs fails a test, not CI, even
/// if the hung call ignores cancellation (a task group would wait for it).
public func withDeadline<Value: Sendable>(
    _ limit: Duration,
    _ body: @escaping @Sendable () async -> Value
) async -> Value? {
    let result = Arrival<Value>()
    let task = Task { result.deliver(await body()) }
    defer { task.cancel() }
    return await result.value(within: limit)
}

/// What a call that outlived its deadline is reported as.
public struct DeadlinePassed: Error, CustomStringConvertible {
    public let limit: Duration

    public init(_ limit: Duration) { self.limit = limit }

    public var description: String { "the call had not ended after \(limit): it hangs, or retries for ever" }
}
