import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to its end, with a deadline, collecting what it wrote to standard output and
/// standard error, apart: for code that may trap (it takes down the child, not the caller), and
/// for a learner's code that may never stop (it is killed at the deadline).
public enum ProcessRunner {
    public struct Result: Sendable {
        public let status: ChildStatus
        public let standardOutput: String
        public let standardError: String
        /// It wrote more than the `outputLimit` it was given to one stream, and was stopped: the
        /// streams hold what it wrote up to the limit.
        public var exceededOutputLimit = false

        /// Both streams, output first: for a reader who wants everything the program said.
        public var allOutput: String { standardOutput + standardError }
    }

    /// Runs `executable` with `arguments`, in `folder` if given, with `environment` (instead of
    /// this process's) if given; kills it if it is still running after `deadline`, or as soon as
    /// it has written more than `outputLimit` bytes to either stream (a print in an endless loop
    /// would otherwise fill the memory before the deadline).
    public static func run(
        _ executable: URL, _ arguments: [String], in folder: URL? = nil,
        environment: [String: String]? = nil, deadline: Duration = .seconds(30), outputLimit: Int? = nil
    ) async -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice

        let stop = Arrival<Stop>()
        process.terminationHandler = { _ in stop.deliver(.ended) }
        do { try process.run() } catch {
            return Result(status: .exited(127), standardOutput: "", standardError: "could not start \(executable.path): \(error)")
        }
        // Read while it runs, so a chatty child never blocks on a full pipe. The readers get the
        // descriptors, not the pipes: a descriptor is a plain number, Sendable on every platform,
        // whatever each SDK declares of `Pipe` (Linux Foundation marks it Sendable).
        let outDescriptor = out.fileHandleForReading.fileDescriptor
        let errDescriptor = err.fileHandleForReading.fileDescriptor
        async let stdout = readToEnd(outDescriptor, limit: outputLimit) { stop.deliver(.wroteTooMuch) }
        async let stderr = readToEnd(errDescriptor, limit: outputLimit) { stop.deliver(.wroteTooMuch) }
        let reason = await stop.value(within: deadline)
        // SIGKILL, not terminate()'s SIGTERM, which a child can block: on Linux a child started
        // from a Swift concurrency thread may inherit that thread's blocked signals, and a hung
        // exercise's test program was seen still running, at full speed, long after terminate().
        if reason != .ended { kill(process.processIdentifier, SIGKILL) }
        let (o, e) = await (stdout, stderr)
        // The pipes close their descriptors when they go: not before the readers are done.
        withExtendedLifetime((out, err)) {}
        switch reason {
        case nil: return Result(status: .hung, standardOutput: o, standardError: e)
        case .wroteTooMuch?:
            return Result(status: .signalled(SIGKILL), standardOutput: o, standardError: e, exceededOutputLimit: true)
        case .ended?: break
        }
        let status: ChildStatus = process.terminationReason == .uncaughtSignal
            ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
        return Result(status: status, standardOutput: o, standardError: e)
    }

    /// Where `program` is on `PATH`, or nil: the one way the kata finds `swiftc`, `git` and `swift`.
    public static func locate(_ program: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: "\($0)/\(program)") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The running program itself, to run again as a child.
    public static var currentExecutable: URL {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        #endif
        return URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
    }

    /// Why the wait for a child ended.
    private enum Stop: Sendable {
        case ended
        case wroteTooMuch
    }

    /// Everything written to `descriptor`, or its first `limit` bytes; `overflowed` is called once
    /// the limit is passed, and the rest is read and dropped until the writer is gone.
    private static func readToEnd(
        _ descriptor: Int32, limit: Int?, overflowed: @escaping @Sendable () -> Void
    ) async -> String {
        let text = Arrival<String>()
        // A thread of its own, not Dispatch's shared pool: the read blocks while the child runs,
        // and on Linux two blocked pool threads (one per core here) held up every other queue in
        // the process, Process's own termination handler among them, until Dispatch added a
        // thread about a second later. Measured: a child stopped at the output limit took 1.0 s
        // to be stopped, 8 ms with this.
        Thread.detachNewThread {
            var kept = Data()
            var seen = 0
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                seen += count
                kept.append(contentsOf: buffer[..<min(count, max(0, (limit ?? Int.max) - kept.count))])
                if let limit, seen > limit { overflowed() }
            }
            text.deliver(String(decoding: kept, as: UTF8.self))
        }
        return await text.value(within: .seconds(120)) ?? ""
    }
}

/// How a child process ended.
public enum ChildStatus: Sendable, Equatable, CustomStringConvertible {
    case exited(Int32)
    case signalled(Int32)
    /// It was still running at the deadline and was killed.
    case hung

    public var description: String {
        switch self {
        case .exited(let code): "exited with code \(code)"
        case .signalled(let signal): "was killed by signal \(signal) (\(Self.name(of: signal)))"
        case .hung: "was still running at the deadline"
        }
    }

    /// A signal's name, for the signals a crash ends with.
    public static func name(of signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGABRT: "SIGABRT"
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        default: "signal"
        }
    }
}
