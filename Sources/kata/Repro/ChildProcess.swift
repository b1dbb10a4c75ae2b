import Foundation
import KataTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This very program, run again as a child process, so that a crash in the child is something
/// to report rather than the end of the demonstration.
enum ChildProcess {
    /// How a child ended.
    enum Ending: Equatable {
        case exited(Int32)
        case killedBy(signal: Int32)
        case stillRunningAtDeadline
    }

    /// Runs this executable with `arguments`, waits at most `limit`, and hands back how it
    /// ended and what it wrote to stdout and stderr.
    static func run(_ arguments: [String], within limit: Duration) async throws -> (ending: Ending, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.arguments = arguments
        // Without the backtracer a trap ends the child at once, and its last words stay short.
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let ended = Arrival<Void>()
        process.terminationHandler = { _ in ended.deliver(()) }
        let output = Arrival<String>()
        try process.run()
        // Read while the child runs, so a chatty child never blocks on a full pipe.
        DispatchQueue.global().async {
            output.deliver(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        }
        guard await ended.value(within: limit) != nil else {
            process.terminate()
            return (.stillRunningAtDeadline, await output.value(within: .seconds(2)) ?? "")
        }
        let text = await output.value(within: .seconds(2)) ?? ""
        switch process.terminationReason {
        case .uncaughtSignal: return (.killedBy(signal: process.terminationStatus), text)
        default: return (.exited(process.terminationStatus), text)
        }
    }

    /// A signal's name, for the signals a crash ends with.
    static func name(of signal: Int32) -> String {
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

    private static var executablePath: String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }
}
