import Foundation
import KataUtilities

/// Type-checks Swift sources with `swiftc -swift-version 6 -typecheck`, for what lives at compile
/// time (defects 13 and 16, and exercises that ask for `final`). About 0.1 to 0.5 s a call;
/// nothing is built. The modules the sources import come from `BuildPaths.modules`.
///
/// A result is kept beside those modules, keyed by everything it depends on (the compiler, the
/// arguments, every source's text, the modules' dates), so the same check of the same code is
/// not run twice: not by the two test frameworks in one run, nor by the next run.
public enum SwiftTypeCheck {
    public struct Diagnostic: Codable, Sendable, CustomStringConvertible {
        public let file: String
        public let line: Int
        public let message: String

        public var description: String { "\(URL(fileURLWithPath: file).lastPathComponent):\(line): error: \(message)" }
    }

    public struct Result: Codable, Sendable {
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
        // Named by its text, so the same snippet has the same path, and its cached result applies.
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("kata-snippet-\(ContentHash.of([Data(code.utf8)])).swift")
        do { try code.write(to: file, atomically: true, encoding: .utf8) } catch {
            return Result(succeeded: false, errors: [], transcript: "could not write \(file.path): \(error)")
        }
        let result = await run(["-module-name", module, file.path] + files.map(\.path))
        let own = result.errors.filter { $0.file == file.path }
        return Result(succeeded: result.succeeded, errors: own, transcript: result.transcript)
    }

    private static func run(_ arguments: [String]) async -> Result {
        guard let swiftc = ProcessRunner.locate("swiftc") else {
            return Result(succeeded: false, errors: [], transcript: "swiftc is not on PATH")
        }
        if let problem = BuildPaths.modulesProblem { return Result(succeeded: false, errors: [], transcript: problem) }
        let fullArguments = ["-swift-version", "6", "-typecheck", "-I", BuildPaths.modules.path] + arguments
        guard let cached = cacheFile(for: [swiftc.path] + fullArguments) else {
            return await typeCheck(swiftc, fullArguments, keepingIn: nil)
        }
        let check = underWay.withLock { checks in
            if let check = checks[cached] { return check }
            let check = Task { await typeCheck(swiftc, fullArguments, keepingIn: cached) }
            checks[cached] = check
            return check
        }
        return await check.value
    }

    /// Each check this process has started, by its cache entry: a check asked for while it runs
    /// (started early, then asked for by the test) waits for the same `swiftc`.
    private static let underWay = Locked<[URL: Task<Result, Never>]>([:])

    private static func typeCheck(_ swiftc: URL, _ arguments: [String], keepingIn cached: URL?) async -> Result {
        if let cached, let data = try? Data(contentsOf: cached), let result = try? JSONDecoder().decode(Result.self, from: data) {
            return result
        }
        let run = await ProcessRunner.run(swiftc, arguments, deadline: .seconds(60))
        let transcript = run.standardOutput + run.standardError
        let result = Result(succeeded: run.status == .exited(0), errors: diagnostics(in: transcript), transcript: transcript)
        if let cached, case .exited = run.status, let data = try? JSONEncoder().encode(result) {
            try? FileManager.default.createDirectory(at: cached.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? data.write(to: cached, options: .atomic)
        }
        return result
    }

    /// Where the result of running `command` is kept: named by a hash of the command, the text of
    /// every file it names, and the names and dates of the modules it may import.
    private static func cacheFile(for command: [String]) -> URL? {
        let manager = FileManager.default
        var inputs = command.map { Data($0.utf8) }
        for path in command where path.hasSuffix(".swift") {
            guard let text = manager.contents(atPath: path) else { return nil }
            inputs.append(text)
        }
        let modules = BuildPaths.modules
        for name in ((try? manager.contentsOfDirectory(atPath: modules.path)) ?? []).sorted() where name.hasSuffix(".swiftmodule") {
            let date = (try? manager.attributesOfItem(atPath: modules.appendingPathComponent(name).path)[.modificationDate]) as? Date
            inputs.append(Data("\(name) \(date?.timeIntervalSince1970 ?? 0)".utf8))
        }
        return modules.deletingLastPathComponent().appendingPathComponent("typecheck-cache")
            .appendingPathComponent("\(ContentHash.of(inputs)).json")
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

/// A 64-bit FNV-1a hash, as hexadecimal: enough to name a cache entry.
enum ContentHash {
    static func of(_ parts: [Data]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            hash ^= 0xff  // a separator, so ["ab", "c"] and ["a", "bc"] differ
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
