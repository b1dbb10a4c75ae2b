/// How long a scenario waits. Two kinds of failure are waited for, and they get two deadlines.
public enum Deadline {
    /// How long a completion handler gets to be called once the fake has answered. URLSession
    /// calls it within a millisecond or so, so a handler not called by then never will be:
    /// that is Broken's spinner-forever shape. Every Broken case that shows it waits this out,
    /// which is why it is short.
    public static let completion: Duration = .milliseconds(250)

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
