import Foundation
import KataUtilities
import Testing

@testable import KataRunner

/// An exercise for a test, with what it does not care about filled in.
func exercise(
    _ name: String, grade: Int = 2, defects: [Int] = [9], hints: [String] = ["A nudge.", "The code."],
    files: [String] = ["Code.swift"], tests: [String] = ["Tests/CodeTests.swift"], scoreboard: String? = nil,
    scenarios: [String] = [], source: String? = nil, reports: [Int]? = nil
) -> Exercise {
    Exercise(
        name: name, grade: grade, title: "A title", defects: defects, hints: hints, files: files, tests: tests,
        scoreboard: scoreboard, scenarios: scenarios, source: source, reports: reports)
}

/// A grade-4 exercise for a test: production scenarios, a source and a report.
func production(
    _ name: String, scenarios: [String] = ["retry-table.unkeyed-writes"],
    source: String? = "the reliability chapter — 8. Retry Policies", reports: [Int]? = [8], scoreboard: String? = nil
) -> Exercise {
    exercise(name, grade: 4, defects: [], scoreboard: scoreboard, scenarios: scenarios, source: source, reports: reports)
}

/// A kata in a scratch folder: the metadata, the exercises' files and a progress file, as a
/// learner's clone would have them; and the runner's commands, run in it as a learner types them.
final class ScratchKata: Sendable {
    let root: URL

    /// Metadata for one exercise, `08-fix-the-try-bang`, whose one file to edit (it has an answer
    /// in `Solutions/`) and one test are found in its folders, as the kata's own entries leave them out.
    static let metadata = #"""
        {"grades": [{"grade": 2, "title": "Fix one defect", "redAsShipped": "namesItsDefect"}],
         "exercises": [{"name": "08-fix-the-try-bang", "grade": 2, "title": "Decode without try!", "defects": [1],
                        "hints": ["Where does the crash come from?", "A throwing function can pass the error on.", "Use `try`."]}]}
        """#

    init(metadata: String = ScratchKata.metadata, withFiles: Bool = true) throws {
        root = Self.newRoot()
        try write(metadata, to: Catalog.metadataPath)
        if withFiles {
            try write("// TODO: decode without crashing\n", to: "Exercises/08-fix-the-try-bang/SearchDecoding.swift")
            try write("import Testing\n", to: "Exercises/08-fix-the-try-bang/Tests/SearchDecodingTests.swift")
            try write("// the answer\n", to: "Solutions/08-fix-the-try-bang/SearchDecoding.swift")
        }
    }

    private init(root: URL) { self.root = root }

    private static func newRoot() -> URL { FileManager.default.temporaryDirectory.appending(path: "kata-scratch-\(UUID())") }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// This kata as a git repository with one commit, on `main`: the kata as shipped.
    func commitAsShipped() async throws {
        try await git("init", "-q", "-b", "main", Self.noTemplate)
        try await commitAll("The kata as shipped")
    }

    func commitAll(_ message: String) async throws {
        try await git("add", "-A")
        try await git("commit", "-q", "-m", message)
    }

    /// A `git clone` of this kata, as a learner makes one: its `origin` is this folder.
    func clone(bare: Bool = false) async throws -> ScratchKata {
        let clone = ScratchKata(root: Self.newRoot())
        try await git(["clone", "-q", Self.noTemplate] + (bare ? ["--bare"] : []) + [root.path, clone.root.path])
        return clone
    }

    /// No sample hooks and the rest of git's template: files nothing here reads, which every
    /// repository and every copy of one would otherwise create (creating a file in /tmp was
    /// measured at 0.2 to 0.6 ms on the shared Linux machine, 0.03 ms elsewhere on its disk).
    private static let noTemplate = "--template="

    /// Its git objects in one pack and its refs in one file: a repository that is copied many
    /// times is copied faster in a few files than in a file per object.
    func pack() async throws {
        try await git("repack", "-a", "-d", "-q")
        try await git("pack-refs", "--all")
    }

    /// A copy of this kata, its git history included, in a scratch folder of its own, made
    /// without running git: for tests that start from the same repositories, which cost a git
    /// process per step to build and none to copy. A clone's copy names `origin.copy` as its
    /// `origin` where it named `origin.original`.
    func copy(origin: (original: ScratchKata, copy: ScratchKata)? = nil) throws -> ScratchKata {
        let copy = ScratchKata(root: Self.newRoot())
        try FileManager.default.copyItem(at: root, to: copy.root)
        if let origin {
            let config = copy.root.appending(path: ".git/config")
            let text = try String(contentsOf: config, encoding: .utf8)
            let named = text.replacingOccurrences(of: "url = \(origin.original.root.path)\n", with: "url = \(origin.copy.root.path)\n")
            try #require(named != text, "the clone's origin is not \(origin.original.root.path):\n\(text)")
            try named.write(to: config, atomically: true, encoding: .utf8)
        }
        return copy
    }

    /// Runs git here, bounded, with a committer of its own and no configuration of the machine's.
    @discardableResult
    func git(_ arguments: String...) async throws -> String { try await git(arguments) }

    @discardableResult
    func git(_ arguments: [String]) async throws -> String {
        let git = try #require(ProcessRunner.locate("git"), "these tests need git on PATH")
        var environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": root.path, "GIT_CONFIG_NOSYSTEM": "1"]
        for who in ["AUTHOR", "COMMITTER"] {
            environment["GIT_\(who)_NAME"] = "A Learner"
            environment["GIT_\(who)_EMAIL"] = "learner@example.com"
        }
        // No housekeeping: after each commit, fetch and clone git starts `git maintenance run
        // --auto` (or `gc`), a process of its own each time, for repositories that live a second.
        // Nor reflogs, which nothing here reads: files that each commit would add.
        let settings = [("maintenance.auto", "false"), ("gc.auto", "0"), ("core.logAllRefUpdates", "false")]
        for (index, (key, value)) in settings.enumerated() {
            environment["GIT_CONFIG_KEY_\(index)"] = key
            environment["GIT_CONFIG_VALUE_\(index)"] = value
        }
        environment["GIT_CONFIG_COUNT"] = "\(settings.count)"
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let run = await ProcessRunner.run(git, arguments, in: root, environment: environment, deadline: .seconds(30))
        try #require(run.status == .exited(0), "git \(arguments.joined(separator: " ")): \(run.allOutput)")
        return run.standardOutput
    }

    var layout: Layout { Layout(root: root) }

    func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// A shell script at `name` in the kata, runnable, standing in for a test program.
    func script(_ name: String, _ body: String) throws -> URL {
        let file = root.appending(path: name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Written through a descriptor closed on exec: a child another test starts meanwhile (git,
        // say) would otherwise keep it open for writing, and running the script would fail with
        // ETXTBSY ("Text file busy"), as it was seen to.
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        let bytes = Array("#!/bin/sh\n\(body)\n".utf8)
        guard bytes.withUnsafeBytes({ Foundation.write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
            throw CocoaError(.fileWriteUnknown)
        }
        return file
    }

    func write(_ data: Data, to path: String) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func read(_ path: String) throws -> Data { try Data(contentsOf: root.appending(path: path)) }

    func remove(_ path: String) throws { try FileManager.default.removeItem(at: root.appending(path: path)) }

    /// Runs `kata <words>` here: its exit status and what it wrote as errors.
    func run(_ words: String...) async -> (status: Int32, errors: [String]) {
        await run(words)
    }

    func run(_ words: [String]) async -> (status: Int32, errors: [String]) {
        let errors = Locked<[String]>([])
        let tool = CommandLineTool(commands: RunnerCommands.all, workingDirectory: root) { line in
            errors.withLock { $0.append(line) }
        }
        let status = await tool.run(["kata"] + words)
        return (status, errors.withLock { $0 })
    }
}
