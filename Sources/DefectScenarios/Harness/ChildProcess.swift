import Foundation
import KataTestSupport

/// Runs a program to its end, with a deadline, collecting what it printed.
public enum ChildProcess {
    public struct Result: Sendable {
        public let status: ChildStatus
        public let standardOutput: String
        public let standardError: String

        public var output: ChildOutput { ChildOutput(standardOutput: standardOutput, standardError: standardError) }
    }

    /// Runs `executable` with `arguments`; kills it if it is still running after `deadline`.
    public static func run(_ executable: URL, _ arguments: [String], deadline: Duration = .seconds(30)) async -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice

        let ended = Arrival<Void>()
        process.terminationHandler = { _ in ended.deliver(()) }
        do { try process.run() } catch {
            return Result(status: .exited(127), standardOutput: "", standardError: "could not start \(executable.path): \(error)")
        }
        // Read while it runs, so a chatty child never blocks on a full pipe.
        async let stdout = readToEnd(out)
        async let stderr = readToEnd(err)
        let finished = await ended.value(within: deadline) != nil
        if !finished { process.terminate() }
        let (o, e) = await (stdout, stderr)
        if !finished { return Result(status: .hung, standardOutput: o, standardError: e) }
        let status: ChildStatus = process.terminationReason == .uncaughtSignal
            ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
        return Result(status: status, standardOutput: o, standardError: e)
    }

    private static func readToEnd(_ pipe: Pipe) async -> String {
        let text = Arrival<String>()
        let handle = pipe.fileHandleForReading
        DispatchQueue.global().async {
            text.deliver(String(decoding: handle.readDataToEndOfFile(), as: UTF8.self))
        }
        return await text.value(within: .seconds(60)) ?? ""
    }

    /// Runs defect `number`'s child scenario against `subject` in the `DefectProbe` executable
    /// built next to the running tests.
    public static func probe(defect number: Int, subject: SubjectID) async -> Result {
        await run(BuildPaths.products.appendingPathComponent("DefectProbe"), [String(number), subject.rawValue])
    }
}
