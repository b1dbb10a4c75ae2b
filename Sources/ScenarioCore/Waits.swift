import KataUtilities

/// How long a scenario waits, in real time, for something a correct implementation does at once
/// or within moments. Nothing in a scenario waits in real time for time to pass (time is a manual
/// clock, or a sleep that writes its waits down): a bound only turns a hang into a failure.
public enum Waits {
    /// How long a call, a task or a fake gets before it counts as hung.
    public static let bound: Duration = .seconds(10)

    /// How long a completion handler gets once the fake has answered and URLSession has run every
    /// callback it had queued (`StubURLProtocol.waitForCallbacks`): a handler not called by then
    /// never will be, which is Broken's spinner-forever shape. On Linux the handler has run by then
    /// if it ever will (swift-corelibs-foundation queues it as the stub answers), so this is only
    /// a margin; on Apple platforms, where that queueing is not documented, it is a quarter second.
    #if canImport(FoundationNetworking)
    public static let completion: Duration = .milliseconds(20)
    #else
    public static let completion: Duration = .milliseconds(250)
    #endif
}

/// Waits for an async call, as the rewrite and Production make.
public enum AsyncCall {
    /// Runs `call`, giving up at `Waits.bound` so that a hang fails the scenario instead of
    /// stalling it. An async call cannot forget to complete; it can only hang.
    public static func outcome<Value: Sendable>(_ call: @escaping @Sendable () async throws -> Value) async -> Outcome<Value> {
        await withDeadline(Waits.bound) { () -> Outcome<Value> in
            do { return .returned(try await call()) } catch { return .failed(Failure(error)) }
        } ?? .neverCompleted
    }
}

/// Whether either of two things happens: true as soon as one wait says yes, false once both
/// have said no (or after twice `Waits.bound`). For code that may take either of two paths.
public func eitherHappens(
    _ one: @escaping @Sendable () async -> Bool, _ other: @escaping @Sendable () async -> Bool
) async -> Bool {
    await eitherHappens(within: Waits.bound * 2, one, other)
}

extension Duration {
    /// "1 s", "0.25 s": for messages.
    public var text: String {
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}

extension Array where Element == Duration {
    /// "[0.5 s, 1 s]": for messages.
    public var text: String { "[" + map(\.text).joined(separator: ", ") + "]" }
}
