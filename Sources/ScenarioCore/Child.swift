import Foundation
import KataUtilities
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Code that may trap (`try!`, `data!`, a debug assertion), or whose printing must be captured
/// alone, runs in a child process. The child and the test that started it speak in lines
/// `kata.child {JSON}`: the child's observation, a `Codable` value written whole each time it
/// learns something (the last one is everything it knew), then how it ended. The parent decodes
/// the observation and asserts on its values.
public enum Child {
    /// How long a child may run before it says it is hung and exits.
    public static let deadline: Duration = .seconds(20)

    static let prefix = "kata.child "

    /// In the child: runs `body`, so that a trap is said as a line (`TrapLines`), a body
    /// still running after `limit` is said hung, and the end is said too; the child always exits
    /// normally, so every way of starting it (an exit test, `DefectProbe`) sees the same thing.
    public static func run(within limit: Duration = deadline, _ body: @Sendable () async -> Void) async {
        TrapLines.install()
        let (seconds, attoseconds) = limit.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
            write(Line<Never>(hung: true))
            _exit(0)
        }
        await body()
        write(Line<Never>(done: true))
    }

    /// Writes one line straight to standard output, unbuffered, so it is out even if the next
    /// thing the code under test does is trap.
    static func write<Seen: Encodable>(_ line: Line<Seen>) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let json = try? encoder.encode(line) else { return }
        FileHandle.standardOutput.write(Data(prefix.utf8) + json + Data("\n".utf8))
    }

    /// One line of the wire.
    struct Line<Seen: Codable>: Codable {
        var seen: Seen?
        var signal: Int32?
        var hung: Bool?
        var done: Bool?
    }
}

/// What a child knows so far, in the child: each change is told to the parent at once, whole.
public final class Observing<Seen: Codable & Sendable>: Sendable {
    private let seen: Locked<Seen>

    public init(_ initial: Seen) {
        seen = Locked(initial)
    }

    /// Changes the observation and tells it, under the lock, so two changes are told in order.
    public func note(_ change: (inout Seen) -> Void) {
        seen.withLock { seen in
            change(&seen)
            Child.write(Child.Line(seen: seen))
        }
    }
}

/// What a child process printed and how it ended, before it is read: what an exit test or
/// `DefectProbe` hands back.
public struct ChildOutput: Sendable {
    /// Everything the child wrote to standard output and standard error.
    public let output: String
    /// How the process itself ended, when the parent knows more than the output says (killed at
    /// the parent's deadline, could not start).
    public let processStatus: ChildStatus?

    public init(standardOutput: String, standardError: String, processStatus: ChildStatus? = nil) {
        output = standardOutput + standardError
        self.processStatus = processStatus
    }
}

/// How a child ended and what it had seen, read in the parent.
public struct ChildRun<Seen: Codable & Sendable>: Sendable {
    /// The child's last observation; nil if it never made one.
    public let seen: Seen?
    public let ending: ChildEnding
    /// What the code under test printed: the output without the wire's own lines.
    public let printed: String

    public init(_ child: ChildOutput) {
        let lines = child.output.split(separator: "\n", omittingEmptySubsequences: false)
        let decoder = JSONDecoder()
        let wire = lines.compactMap { line -> Child.Line<Seen>? in
            guard line.hasPrefix(Child.prefix) else { return nil }
            return try? decoder.decode(Child.Line<Seen>.self, from: Data(line.dropFirst(Child.prefix.count).utf8))
        }
        seen = wire.last { $0.seen != nil }?.seen
        printed = lines.filter { !$0.hasPrefix(Child.prefix) }.joined(separator: "\n")
        ending =
            if let signal = wire.first(where: { $0.signal != nil })?.signal { .crashed(signal: signal) }
            else if wire.contains(where: { $0.done == true }) { .finished }
            else if wire.contains(where: { $0.hung == true }) || child.processStatus == .hung { .hung }
            else if case .signalled(let signal)? = child.processStatus { .crashed(signal: signal) }
            else { .lost(child.processStatus.map(\.description) ?? "ended without a report") }
    }
}

/// How a child scenario ended.
public enum ChildEnding: Sendable, Equatable, CustomStringConvertible {
    /// It ran the scenario through.
    case finished
    /// The code under test trapped: `try!`, `!` on nil, a failed assertion.
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

/// Turns a trap in the child into a `{"signal": N}` line and a normal exit, so that every way
/// of starting the child sees the crash the same way, and the parent's checks (not the test
/// framework's exit-status comparison) say what it means. The child catches the signal a trap
/// raises: SIGILL on Linux and on Intel Macs, SIGTRAP on Apple silicon.
enum TrapLines {
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    // One preformatted line per signal number, written from the handler without allocating.
    private nonisolated(unsafe) static var lines: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 65)
        table.initialize(repeating: nil, count: 65)
        for signal in signals { table[Int(signal)] = strdup("\(Child.prefix){\"signal\":\(signal)}\n") }
        return table
    }()

    static func install() {
        _ = lines
        for number in signals {
            _ = signal(number) { caught in
                if caught >= 0, caught < 65, let line = TrapLines.lines[Int(caught)] {
                    _ = write(STDOUT_FILENO, line, strlen(line))
                }
                _exit(0)
            }
        }
    }
}
