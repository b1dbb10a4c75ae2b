import Foundation
import KataUtilities

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
final class ScratchKata {
    let root: URL

    /// Metadata for one exercise, `08-fix-the-try-bang`, with one file to edit and one test.
    static let metadata = #"""
        {"grades": [{"grade": 2, "title": "Fix one defect", "redAsShipped": "namesItsDefect"}],
         "exercises": [{"name": "08-fix-the-try-bang", "grade": 2, "title": "Decode without try!", "defects": [1],
                        "hints": ["Where does the crash come from?", "A throwing function can pass the error on.", "Use `try`."],
                        "files": ["SearchDecoding.swift"], "tests": ["Tests/SearchDecodingTests.swift"]}]}
        """#

    init(metadata: String = ScratchKata.metadata, withFiles: Bool = true) throws {
        root = FileManager.default.temporaryDirectory.appending(path: "kata-scratch-\(UUID())")
        try write(metadata, to: Catalog.metadataPath)
        if withFiles {
            try write("// TODO: decode without crashing\n", to: "Exercises/08-fix-the-try-bang/SearchDecoding.swift")
            try write("import Testing\n", to: "Exercises/08-fix-the-try-bang/Tests/SearchDecodingTests.swift")
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var layout: Layout { Layout(root: root) }

    func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// A shell script at `name` in the kata, runnable, standing in for a test program.
    func script(_ name: String, _ body: String) throws -> URL {
        try write("#!/bin/sh\n\(body)\n", to: name)
        let file = root.appending(path: name)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
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
