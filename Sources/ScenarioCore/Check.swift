/// One thing a scenario observed, and whether it is what a correct implementation does: the one
/// unit every scenario, defect or production policy, is made of.
///
/// `message` says what went wrong in the user's or the server's terms, then what was seen; the
/// suite puts the scenario's headline in front of it ("Defect 9 — the spinner spins forever: …").
public struct Check: Sendable, CustomStringConvertible {
    /// What the check is for, on a subject that is meant to fail (Broken in the default run).
    public enum Role: Sendable, Equatable {
        /// Broken fails it because of this defect and nothing else: fix this one defect in Broken
        /// and the check passes. The default run requires every `own` check to fail on Broken,
        /// so Broken cannot quietly lose the defect.
        case own
        /// A correct implementation must pass it; nothing is required of Broken.
        case required
    }

    public let passed: Bool
    public let message: String
    public let role: Role
    /// Where the check is written, in its scenario: where a failure points.
    public let location: Location

    public init(
        _ passed: Bool, _ message: String, role: Role = .required,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.passed = passed
        self.message = message
        self.role = role
        location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A check that Broken fails because of this defect alone.
    public static func own(
        _ passed: Bool, _ message: String,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Check {
        Check(passed, message, role: .own, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A check a correct client passes, whatever Broken does with it.
    public static func also(
        _ passed: Bool, _ message: String,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Check {
        Check(passed, message, role: .required, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A place in a source file.
    public struct Location: Sendable, Equatable {
        public let fileID: String
        public let filePath: String
        public let line: Int
        public let column: Int

        public init(fileID: String, filePath: String, line: Int, column: Int) {
            self.fileID = fileID
            self.filePath = filePath
            self.line = line
            self.column = column
        }
    }

    public var isOwn: Bool { role == .own }

    public var description: String { "\(passed ? "ok" : "FAILED"): \(message)" }
}
