/// How long a scenario waits. Two kinds of failure are waited for, and they get two deadlines.
public enum Deadline {
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

    /// How long an async call or task gets before it counts as hung. A correct one returns
    /// long before; the deadline is there so that a hang fails the test instead of stalling it.
    public static let hang: Duration = .seconds(10)
}

extension Duration {
    /// "1 s", "0.5 s": for messages.
    var text: String {
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
