import Foundation
import KataTestSupport
import KataUtilities
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The part of a defect scenario that runs in a child process, because the subject may trap
/// (`try!`, `data!`, a debug assertion) or because what it prints must be captured alone.
///
/// The child runs `run`, printing `report.KEY: VALUE` lines as it goes; the parent reads how the
/// child ended and what it printed (`ChildRun`) and makes its checks from that.
public struct ChildScenario: Sendable {
    /// Runs in the child, driving the subject.
    public let run: @Sendable (any Subject) async -> Void
    /// The checks, made in the parent from what the child did.
    public let checks: @Sendable (ChildRun) -> [Check]

    public init(run: @escaping @Sendable (any Subject) async -> Void, checks: @escaping @Sendable (ChildRun) -> [Check]) {
        self.run = run
        self.checks = checks
    }
}

/// How a child scenario ended, and what it printed.
///
/// The child catches the signal a trap raises (SIGILL on Linux and on Intel Macs, SIGTRAP on Apple
/// silicon) and reports it as a line before it exits (see `ChildReport`), so the parent learns
/// "crashed with SIGILL" (or SIGTRAP) the same way whichever framework started the child: an exit
/// test or `DefectProbe`.
public struct ChildRun: Sendable {
    /// Everything the child wrote to standard output and standard error.
    public let output: String
    /// How the child process itself ended, when the parent knows more than the output says
    /// (killed at the parent's deadline, could not start).
    public let processStatus: ChildStatus?

    public init(output: String, processStatus: ChildStatus? = nil) {
        self.output = output
        self.processStatus = processStatus
    }

    public init(standardOutput: String, standardError: String, processStatus: ChildStatus? = nil) {
        self.init(output: standardOutput + standardError, processStatus: processStatus)
    }

    /// The value of the last `report.KEY: VALUE` line, if the child printed one.
    public func report(_ key: String) -> String? {
        let prefix = "report.\(key): "
        return output.split(separator: "\n").last { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    /// Every `report.KEY: VALUE` value for `key`, in order.
    public func reports(_ key: String) -> [String] {
        let prefix = "report.\(key): "
        return output.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    /// How the scenario ended.
    public var ending: Ending {
        if let signal = report("signal").flatMap(Int32.init) { return .crashed(signal: signal) }
        if report("done") == "yes" { return .finished }
        if report("hung") == "yes" || processStatus == .hung { return .hung }
        if case .signalled(let signal)? = processStatus { return .crashed(signal: signal) }
        return .lost(processStatus.map(\.description) ?? "ended without a report")
    }

    public enum Ending: Sendable, Equatable, CustomStringConvertible {
        /// It ran the scenario through.
        case finished
        /// The subject trapped: `try!`, `!` on nil, a failed assertion.
        case crashed(signal: Int32)
        /// It was still running at the deadline.
        case hung
        /// It ended some other way, without saying how.
        case lost(String)

        public var crashed: Bool {
            if case .crashed = self { return true }
            return false
        }

        public var description: String {
            switch self {
            case .finished: "ran to the end"
            case .crashed(let signal): "crashed (\(ChildStatus.name(of: signal)))"
            case .hung: "was still running at the deadline"
            case .lost(let why): "ended without finishing: it \(why)"
            }
        }
    }
}

/// What the child side prints.
public enum ChildReport {
    /// How long a child scenario may run before it reports itself hung and exits.
    public static let deadline: Duration = .seconds(20)

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
        await run { await child.run(subject) }
    }

    /// Runs `body` in the child the way a scenario runs: a trap becomes a `report.signal` line,
    /// a body still running after `limit` a `report.hung` line, and the end `report.done`. The
    /// exercises call this from their own exit tests, for code that may trap or never return.
    public static func run(within limit: Duration = deadline, _ body: @Sendable () async -> Void) async {
        CrashReporting.install()
        let (seconds, attoseconds) = limit.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
            print("hung", "yes")
            _exit(0)
        }
        await body()
        print("done", "yes")
    }
}

/// Turns a trap in the child into a `report.signal: N` line and a normal exit, so that every
/// way of starting the child sees the crash the same way, and the parent's checks (not the test
/// framework's exit-status comparison) say what it means.
enum CrashReporting {
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    // One preformatted line per signal number, written from the handler without allocating.
    private nonisolated(unsafe) static var lines: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 65)
        table.initialize(repeating: nil, count: 65)
        for signal in signals { table[Int(signal)] = strdup("report.signal: \(signal)\n") }
        return table
    }()

    static func install() {
        _ = lines
        for number in signals {
            _ = signal(number) { caught in
                if caught >= 0, caught < 65, let line = CrashReporting.lines[Int(caught)] {
                    _ = write(STDOUT_FILENO, line, strlen(line))
                }
                _exit(0)
            }
        }
    }
}
