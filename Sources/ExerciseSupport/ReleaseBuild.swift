import Foundation
import KataUtilities

/// Your file built the way the app your users run is built, and run: `swiftc -O`, where
/// `assert` and `assertionFailure` are compiled out, and `precondition`, `fatalError` and `!` on
/// nil still stop the app. The test writes the `main.swift` that calls your code and prints what
/// it saw, one `key: value` line at a time; it reads those lines back.
///
///     let release = await ReleaseBuild.run(file, main: #"print("request:", "returned")"#)
///     // release.said("request"), release.crashed, release.howItEnded
public struct ReleaseBuild: Sendable {
    /// Nil when it was built; otherwise why not (the compiler's first error).
    public let problem: String?
    let status: ChildStatus?
    let output: String

    /// Builds `file` with `main` beside it, optimized, and runs it. `import ExerciseSupport` is
    /// left out of the build: the app has no kata, and your file needs nothing from it here.
    public static func run(_ file: URL, main: String, within limit: Duration = .seconds(10)) async -> ReleaseBuild {
        guard let swiftc = ProcessRunner.locate("swiftc") else { return ReleaseBuild(problem: "swiftc is not on PATH", status: nil, output: "") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-release-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let text = try String(contentsOf: file, encoding: .utf8)
            let kept = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { $0.trimmingCharacters(in: .whitespaces) != "import ExerciseSupport" }
            try kept.joined(separator: "\n").write(to: folder.appendingPathComponent(file.lastPathComponent), atomically: true, encoding: .utf8)
            try main.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        } catch {
            return ReleaseBuild(problem: "could not prepare the release build: \(error)", status: nil, output: "")
        }
        let built = await ProcessRunner.run(
            swiftc, ["-O", "-swift-version", "6", file.lastPathComponent, "main.swift", "-o", "app"], in: folder, deadline: .seconds(120))
        guard built.status == .exited(0) else {
            let error = built.allOutput.split(separator: "\n").first { $0.contains("error:") }
            return ReleaseBuild(problem: "your file did not build with swiftc -O (\(error.map(String.init) ?? built.allOutput.prefix(300).description))", status: nil, output: "")
        }
        // No backtrace: the runtime's last words are enough, and a backtrace takes seconds.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let ran = await ProcessRunner.run(folder.appendingPathComponent("app"), [], in: folder, environment: environment, deadline: limit)
        return ReleaseBuild(problem: nil, status: ran.status, output: ran.allOutput)
    }

    /// The last thing the app printed as `key: …`, if it got that far.
    public func said(_ key: String) -> String? {
        output.split(separator: "\n").last { $0.hasPrefix("\(key): ") }.map { String($0.dropFirst(key.count + 2)) }
    }

    /// What the app said under `key`, or how it ended before it said it.
    public func told(_ key: String) -> String { said(key) ?? "never got that far (the release build \(howItEnded))" }

    /// It stopped the app: a trap, or any signal.
    public var crashed: Bool {
        if case .signalled? = status { return true }
        return false
    }

    /// "ran to the end", "crashed (SIGILL) (Fatal error: …)", or why it never ran.
    public var howItEnded: String {
        if let problem { return "was never run: \(problem)" }
        switch status {
        case .exited(0)?: return "ran to the end"
        case .signalled(let signal)?: return "crashed (\(ChildStatus.name(of: signal)))\(lastWords)"
        case let status?: return "\(status)"
        case nil: return "was never run"
        }
    }

    private var lastWords: String {
        let line = output.split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("fatal error") }
        return line.map { " (\($0.trimmingCharacters(in: .whitespaces).prefix(200)))" } ?? ""
    }
}
