import Foundation

/// Type-checks Swift sources with `swiftc -swift-version 6 -typecheck`, for the defects that
/// live at compile time (13 and 16). About 0.1 to 0.5 s a call; nothing is built.
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

    /// Type-checks every `.swift` file under `folder` as module `module`, in Swift 6 mode.
    public static func module(_ sources: SourceSet) async -> Result {
        let folder = BuildPaths.packageRoot.appendingPathComponent(sources.folder)
        let files = swiftFiles(under: folder).map(\.path)
        return await run(["-module-name", sources.module] + files)
    }

    /// Type-checks `code` as a single file of its own, in Swift 6 mode, able to import the
    /// package's built modules (with `@testable`, in a debug build).
    public static func snippet(_ code: String) async -> Result {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-snippet-\(UUID().uuidString).swift")
        do { try code.write(to: file, atomically: true, encoding: .utf8) } catch {
            return Result(succeeded: false, errors: [], transcript: "could not write \(file.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: file) }
        return await run([file.path])
    }

    private static func run(_ arguments: [String]) async -> Result {
        let result = await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swiftc", "-swift-version", "6", "-typecheck", "-I", BuildPaths.modules.path] + arguments,
            deadline: .seconds(60))
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

    private static func swiftFiles(under folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}
