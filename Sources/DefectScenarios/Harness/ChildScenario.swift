import Foundation
import KataTestSupport

/// The part of a defect scenario that runs in a child process, because the subject may trap
/// (`try!`, `data!`, a debug assertion) or because what it prints must be captured alone.
///
/// The child runs `run` and prints `report.KEY: VALUE` lines; the parent checks how it exited
/// and, when it exited as expected, what it printed.
public struct ChildScenario: Sendable {
    /// How a correct implementation's child ends.
    public enum Exit: Sendable {
        /// It returns and exits 0.
        case normally
        /// It stops on purpose, loudly: an assertion in a debug build.
        case loudly
    }

    public let expectedExit: Exit
    /// The failure message when the child does not end as expected.
    public let exitMessage: String
    /// Runs in the child, driving the subject.
    public let run: @Sendable (any Subject) async -> Void
    /// Checks made of the child's standard output and error once it ended as expected.
    public let checkOutput: @Sendable (ChildOutput) -> [Check]

    public init(
        expectedExit: Exit, exitMessage: String,
        run: @escaping @Sendable (any Subject) async -> Void,
        checkOutput: @escaping @Sendable (ChildOutput) -> [Check] = { _ in [] }
    ) {
        self.expectedExit = expectedExit
        self.exitMessage = exitMessage
        self.run = run
        self.checkOutput = checkOutput
    }

    /// Whether a child that ended with `status` ended as expected.
    public func accepts(_ status: ChildStatus) -> Bool {
        switch (expectedExit, status) {
        case (.normally, .exited(0)): true
        case (.normally, _): false
        case (.loudly, .exited(0)): false
        case (.loudly, _): true
        }
    }
}

/// What a child printed.
public struct ChildOutput: Sendable {
    public let text: String

    public init(standardOutput: String, standardError: String) {
        text = standardOutput + standardError
    }

    /// The value of a `report.KEY: VALUE` line, if the child printed one.
    public func report(_ key: String) -> String? {
        let prefix = "report.\(key): "
        return text.split(separator: "\n").last { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    /// Whether the child printed its closing `report.done` line: it ran the scenario through.
    public var finished: Bool { report("done") == "yes" }
}

/// What the child side prints.
public enum ChildReport {
    /// Writes `report.KEY: VALUE` straight to standard output, unbuffered, so the line is out
    /// even if the next thing the subject does is trap.
    public static func print(_ key: String, _ value: Any) {
        FileHandle.standardOutput.write(Data("report.\(key): \(value)\n".utf8))
    }

    /// Runs defect `number`'s child scenario against `subject`, then says it finished. Both the
    /// exit tests and `DefectProbe` call this; whatever it does not survive is the finding.
    public static func run(defect number: Int, on subject: any Subject) async {
        guard let child = Defects.number(number)?.child else {
            print("error", "defect \(number) has no child scenario")
            return
        }
        await child.run(subject)
        print("done", "yes")
    }
}
