import Foundation

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
        let collected = Locked(Data())
        let finishedReading = DispatchSemaphore(value: 0)
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            if chunk.isEmpty {
                handle.readabilityHandler = nil
                finishedReading.signal()
            } else {
                collected.withLock { $0.append(chunk) }
            }
        }
        try process.run()
        let stopped = Locked(false)
        let watchdog = DispatchWorkItem {
            stopped.withLock { $0 = true }
            process.terminate()
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        _ = finishedReading.wait(timeout: .now() + 5)
        let text = String(decoding: collected.withLock { $0 }, as: UTF8.self)
        return ProcessOutput(status: stopped.withLock { $0 } ? nil : process.terminationStatus, text: text)
    }

    /// The full path of `program` on `PATH`, or nil.
    static func find(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(program)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// A value behind a lock, for the few things the runner shares between threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
