import Testing

/// Thrown where an exercise waits for your code. Every exercise ships failing with this error,
/// never with a crash, so one unfinished exercise cannot stop a test run.
public struct NotImplemented: Error, CustomStringConvertible {
    /// What is left to do, in a few words.
    public let task: String

    public init(_ task: String) {
        self.task = task
    }

    public var description: String { "NotImplemented: \(task)" }

    /// For work that goes where nothing can throw, such as a view controller's `viewDidLoad()`:
    /// records this error as an issue of the test that is running.
    public static func record(
        _ task: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let here = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        Issue.record(NotImplemented(task), sourceLocation: here)
    }
}
