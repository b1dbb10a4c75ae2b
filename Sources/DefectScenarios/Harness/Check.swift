/// One thing a defect scenario observed, and whether it is what a correct implementation does.
///
/// `message` says what went wrong in the user's terms, then what was seen; the harness puts the
/// defect's headline in front of it ("Defect 9 — the spinner spins forever: …").
public struct Check: Sendable, CustomStringConvertible {
    /// What the check is for, on `Broken`.
    public enum Role: Sendable, Equatable {
        /// Broken fails it because of this defect and nothing else: fix this one defect in Broken
        /// and the check passes. The default run requires every `own` check to fail on Broken,
        /// so Broken cannot quietly lose the defect.
        case own
        /// A correct client must pass it too. On Broken it passes, or it fails through the
        /// defects listed (which may include this one, where Broken's seam cannot be reached
        /// without changing the test's driver).
        case alsoRequired(seenOnBrokenThrough: [Int])
    }

    public let passed: Bool
    public let message: String
    public let role: Role
    /// Where the check is written, in its scenario: where a failure points.
    public let location: Location

    public init(_ passed: Bool, _ message: String, role: Role, location: Location) {
        self.passed = passed
        self.message = message
        self.role = role
        self.location = location
    }

    /// A check that Broken fails because of this defect alone.
    public static func own(
        _ passed: Bool, _ message: String,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Check {
        Check(passed, message, role: .own, location: Location(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// A check a correct client passes, which Broken passes too or fails through `defects`.
    public static func also(
        _ passed: Bool, _ message: String, seenOnBrokenThrough defects: [Int] = [],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Check {
        Check(passed, message, role: .alsoRequired(seenOnBrokenThrough: defects),
              location: Location(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// A place in a source file.
    public struct Location: Sendable, Equatable {
        public let fileID: String
        public let filePath: String
        public let line: Int
        public let column: Int
    }

    public var isOwn: Bool { role == .own }

    public var description: String { "\(passed ? "ok" : "FAILED"): \(message)" }
}
