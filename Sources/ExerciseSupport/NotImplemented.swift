/// Thrown where an exercise waits for your code. Every exercise ships failing with this error,
/// never with a crash, so one unfinished exercise cannot stop a test run.
public struct NotImplemented: Error, CustomStringConvertible {
    /// What is left to do, in a few words.
    public let task: String

    public init(_ task: String) {
        self.task = task
    }

    public var description: String { "NotImplemented: \(task)" }
}
