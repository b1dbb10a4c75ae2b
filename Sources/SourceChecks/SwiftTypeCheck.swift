import Foundation
import KataUtilities

/// Type-checks Swift sources with `swiftc -swift-version 6 -typecheck`, for what lives at compile
/// time (defects 13 and 16, and exercises that ask for `final`). About 0.1 to 0.5 s a call;
/// nothing is built. The modules the sources import come from `BuildPaths.modules`.
public enum SwiftTypeCheck {
    public struct Diagnostic: Sendable, CustomStringConvertible {
        public let file: String
        public let line: Int
        public let message: String

        public var description: String { "\(URL(fileURLWithPath: file).lastPathComponent):\(line): error: \(message)" }
    }

    public struct Result: Sendable {
        /// Whether `swiftc` accepted the code.
        public let succeeded: Bool
        public let errors: [Diagnostic]
        /// What `swiftc` printed, for when it could not run at all.
        public let transcript: String

        public func errors(onLine line: Int) -> [Diagnostic] { errors.filter { $0.line == line } }
    }

    /// Type-checks `files`, the sources of module `module`, on their own, in Swift 6 mode.
    public static func module(_ module: String, files: [URL]) async -> Result {
        await run(["-module-name", module] + files.map(\.path))
    }

    /// Type-checks `code` as one more file of module `module`, whose other sources are `files`, in
    /// Swift 6 mode: what another file of the module may do, it may. Line numbers in the result
    /// are `code`'s own.
    public static func snippet(_ code: String, module: String, alongside files: [URL]) async -> Result {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-snippet-\(UUID().uuidString).swift")
        do { try code.write(to: file, atomically: true, encoding: .utf8) } catch {
            return Result(succeeded: false, errors: [], transcript: "could not write \(file.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: file) }
        let result = await run(["-module-name", module, file.path] + files.map(\.path))
        let own = result.errors.filter { $0.file == file.path }
        return Result(succeeded: result.succeeded, errors: own, transcript: result.transcript)
    }

    private static func run(_ arguments: [String]) async -> Result {
        guard let swiftc = ProcessRunner.locate("swiftc") else {
            return Result(succeeded: false, errors: [], transcript: "swiftc is not on PATH")
        }
        let result = await ProcessRunner.run(
            swiftc, ["-swift-version", "6", "-typecheck", "-I", BuildPaths.modules.path] + arguments, deadline: .seconds(60))
        let transcript = result.standardOutput + result.standardError
        return Result(succeeded: result.status == .exited(0), errors: diagnostics(in: transcript), transcript: transcript)
    }

    /// `path:line:column: error: message` lines.
    private static func diagnostics(in transcript: String) -> [Diagnostic] {
        transcript.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, parts[3] == " error", let number = Int(parts[1]) else { return nil }
            return Diagnostic(file: String(parts[0]), line: number, message: parts[4].trimmingCharacters(in: .whitespaces))
        }
    }

}
