/// One thing a scenario observed, and whether it is what a correct implementation does.
///
/// `message` is what a learner reads when the check fails: the symptom in the user's or the
/// server's terms first ("the server stored the message twice"), then what was seen.
public struct Check: Sendable, CustomStringConvertible {
    public let passed: Bool
    public let message: String

    public init(_ passed: Bool, _ message: String) {
        self.passed = passed
        self.message = message
    }

    public var description: String { "\(passed ? "ok" : "FAILED"): \(message)" }
}
