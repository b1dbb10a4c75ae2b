import Foundation
import KataTestSupport

/// What a finished child process left behind.
struct ProcessOutput: Sendable {
    /// The exit status, or nil when the process was stopped for taking too long.
    let status: Int32?
    /// Standard output and standard error, interleaved.
    let text: String
}

/// Runs a program to completion, with a deadline, so a learner's endless loop cannot hang the runner.
enum Subprocess {
    static func run(
        _ executable: String,
        _ arguments: [String],
        in folder: URL? = nil,
        environment: [String: String]? = nil,
        deadline: TimeInterval = 60
    ) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = URL(filePath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // A thread of its own, not a dispatch queue: `verify` keeps every queue thread busy.
        let watchdog = Watchdog(process, deadline: deadline)
        Thread.detachNewThread { watchdog.watch() }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stopped = watchdog.finish()
        return ProcessOutput(status: stopped ? nil : process.terminationStatus, text: String(decoding: data, as: UTF8.self))
    }

    /// The full path of `program` on `PATH`, or nil.
    static func find(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(program)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// Stops a process that runs past its deadline.
private final class Watchdog: @unchecked Sendable {
    private let process: Process
    private let deadline: Date
    /// Whether the run is over (`finished`) and whether the watchdog had to stop it (`fired`).
    private let state = Locked((finished: false, fired: false))

    init(_ process: Process, deadline: TimeInterval) {
        self.process = process
        self.deadline = Date().addingTimeInterval(deadline)
    }

    func watch() {
        while Date() < deadline {
            if state.withLock({ $0.finished }) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        state.withLock { state in
            guard !state.finished else { return }
            state.fired = true
            process.terminate()
        }
    }

    /// Ends the watch; true if the process was stopped for running too long.
    func finish() -> Bool {
        state.withLock { state in
            state.finished = true
            return state.fired
        }
    }
}

