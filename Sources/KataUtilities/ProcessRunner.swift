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
        let stop = Arrival<Stop>()
        let child: StartedChild
        do {
            child = try StartedChild.start(executable, arguments, in: folder, environment: environment) { stop.deliver(.ended) }
        } catch {
            return Result(status: .exited(127), standardOutput: "", standardError: "could not start \(executable.path): \(error)")
        }
        // Read while it runs, so a chatty child never blocks on a full pipe.
        async let stdout = readToEnd(child.output, limit: outputLimit) { stop.deliver(.wroteTooMuch) }
        async let stderr = readToEnd(child.errors, limit: outputLimit) { stop.deliver(.wroteTooMuch) }
        let reason = await stop.value(within: deadline)
        // SIGKILL, not SIGTERM, which a child can block: on Linux a child started from a Swift
        // concurrency thread may inherit that thread's blocked signals, and a hung exercise's
        // test program was seen still running, at full speed, long after SIGTERM.
        if reason != .ended { kill(child.pid, SIGKILL) }
        let (o, e) = await (stdout, stderr)
        // The pipes' read ends are closed once the readers are done, not before.
        child.closeReadEnds()
        switch reason {
        case nil: return Result(status: .hung, standardOutput: o, standardError: e)
        case .wroteTooMuch?:
            return Result(status: .signalled(SIGKILL), standardOutput: o, standardError: e, exceededOutputLimit: true)
        case .ended?: break
        }
        let status = await child.ended.value(within: .seconds(5)) ?? .hung
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

/// A child that has started: its process id, the read ends of the pipes its standard output and
/// standard error go to, and how it ended, once it has.
private final class StartedChild: Sendable {
    let pid: pid_t
    let output: Int32
    let errors: Int32
    let ended: Arrival<ChildStatus>
    #if !os(Linux)
    /// What must outlive the readers: the pipes close their descriptors when they go.
    private nonisolated(unsafe) let keptAlive: [AnyObject]
    #endif

    #if os(Linux)
    private init(pid: pid_t, output: Int32, errors: Int32) {
        self.pid = pid
        self.output = output
        self.errors = errors
        ended = Arrival()
    }

    /// Foundation's `Process.run()` on Linux (Swift 6.3.1) now and then crashes the parent while
    /// it starts a child: an over-read of `/proc/self/fd` entries, fixed by
    /// swift-corelibs-foundation#5472 in a later release. The runner starts dozens of children per
    /// `kata verify`, so it starts them itself, with `posix_spawn`.
    static func start(
        _ executable: URL, _ arguments: [String], in folder: URL?, environment: [String: String]?,
        onEnd: @escaping @Sendable () -> Void
    ) throws -> StartedChild {
        // Close-on-exec, so that no other child started meanwhile inherits a pipe and keeps it
        // open: `dup2` onto the child's 1 and 2 clears the flag there alone.
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        guard let pipe2 = GNU.pipe2, let addchdir = GNU.addchdir else { throw SpawnError(what: "finding pipe2 in the C library", code: ENOSYS) }
        guard pipe2(&outPipe, O_CLOEXEC) == 0 else { throw SpawnError(what: "pipe2", code: errno) }
        guard pipe2(&errPipe, O_CLOEXEC) == 0 else {
            let code = errno
            close(outPipe[0]); close(outPipe[1])
            throw SpawnError(what: "pipe2", code: code)
        }
        defer { close(outPipe[1]); close(errPipe[1]) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        if let folder { _ = addchdir(&actions, folder.path) }

        // The child starts with no signal blocked and every signal at its default, whatever the
        // thread that starts it blocks.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let variables = environment ?? ProcessInfo.processInfo.environment
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }

        var spawned: pid_t = 0
        let code = posix_spawn(&spawned, executable.path, &actions, &attributes, argv, envp)
        guard code == 0 else {
            close(outPipe[0]); close(errPipe[0])
            throw SpawnError(what: "posix_spawn", code: code)
        }
        let pid = spawned
        let child = StartedChild(pid: pid, output: outPipe[0], errors: errPipe[0])
        let ended = child.ended
        // Its own thread: waitpid blocks until the child ends.
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            // The wait status, read as <sys/wait.h>'s macros read it.
            let signal = status & 0x7f
            ended.deliver(signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal))
            onEnd()
        }
        return child
    }

    func closeReadEnds() {
        close(output)
        close(errors)
    }
    #else
    private init(pid: pid_t, output: Int32, errors: Int32, ended: Arrival<ChildStatus>, keptAlive: [AnyObject]) {
        self.pid = pid
        self.output = output
        self.errors = errors
        self.ended = ended
        self.keptAlive = keptAlive
    }

    static func start(
        _ executable: URL, _ arguments: [String], in folder: URL?, environment: [String: String]?,
        onEnd: @escaping @Sendable () -> Void
    ) throws -> StartedChild {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let ended = Arrival<ChildStatus>()
        process.terminationHandler = { process in
            ended.deliver(process.terminationReason == .uncaughtSignal
                ? .signalled(process.terminationStatus) : .exited(process.terminationStatus))
            onEnd()
        }
        try process.run()
        return StartedChild(
            pid: process.processIdentifier, output: out.fileHandleForReading.fileDescriptor,
            errors: err.fileHandleForReading.fileDescriptor, ended: ended, keptAlive: [process, out, err])
    }

    func closeReadEnds() {
        withExtendedLifetime(keptAlive) {}
    }
    #endif
}

#if os(Linux)
/// Two glibc functions Swift's Glibc module leaves out (they are declared for _GNU_SOURCE only),
/// found in the C library at run time.
private enum GNU {
    typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    static let pipe2: Pipe2? = symbol("pipe2")
    static let addchdir: AddChdir? = symbol("posix_spawn_file_actions_addchdir_np")

    private static func symbol<Function>(_ name: String) -> Function? {
        guard let library = dlopen(nil, RTLD_NOW), let address = dlsym(library, name) else { return nil }
        return unsafeBitCast(address, to: Function.self)
    }
}
#endif

/// Starting a child failed: which call, and its error number.
struct SpawnError: Error, CustomStringConvertible {
    let what: String
    let code: Int32

    var description: String { "\(what) failed: \(String(cString: strerror(code)))" }
}
