import Foundation
import Testing

@testable import KataRunner

@Suite struct ProgressFileTests {
    let file = ProgressFile(url: FileManager.default.temporaryDirectory.appending(path: "kata-progress-\(UUID())"))
    let first = exercise("01-a"), second = exercise("02-b")

    @Test func anAbsentFileMeansNothingIsDone() throws {
        #expect(try file.load() == Progress())
    }

    @Test func passingAddsAndFailingRemoves() throws {
        defer { try? FileManager.default.removeItem(at: file.url) }
        try file.update { $0.record(first, passed: true) }
        try file.update { $0.record(second, passed: true) }
        #expect(try file.load().done == ["01-a", "02-b"])
        try file.update { $0.record(first, passed: false) }
        #expect(try file.load().done == ["02-b"])
    }

    @Test func theFileIsPlainTextOneNameALineThenTheHintsSeen() throws {
        defer { try? FileManager.default.removeItem(at: file.url) }
        try file.update { $0.record(second, passed: true) }
        try file.update { $0.record(first, passed: true) }
        try file.update { $0.recordHintsSeen(2, of: second) }
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(text.hasPrefix("# "))
        #expect(text.hasSuffix("\n01-a\n02-b\nhints 02-b 2\n"))
        #expect(try Progress.parse(text, file: "p") == file.load())
    }

    @Test func aFileInTheOldFormatReadsAsItAlwaysDid() throws {
        // What the runner wrote before hints came in steps.
        let old = "# Exercises you have finished, one a line. Written by `swift run kata`.\n01-a\n02-b\n"
        let progress = try Progress.parse(old, file: "p")
        #expect(progress.isDone(first) && progress.isDone(second) && progress.hintsSeen(of: first) == 0)
        #expect(try Progress.parse("# a note\n\n 01-a \n02-b\n", file: "p").done == ["01-a", "02-b"])
    }

    @Test func progressSurvivesRenumbering() throws {
        // 08-fix-the-try-bang became 10-fix-the-try-bang when two exercises were added before it.
        var progress = try Progress.parse("08-fix-the-try-bang\nhints 08-fix-the-try-bang 2\n", file: "p")
        let renumbered = exercise("10-fix-the-try-bang")
        #expect(progress.isDone(renumbered) && progress.hintsSeen(of: renumbered) == 2)
        #expect(!progress.isDone(exercise("08-write-the-generic-get")))
        // Recording it again keeps one entry, under its new name.
        progress.record(renumbered, passed: true)
        progress.recordHintsSeen(3, of: renumbered)
        #expect(progress.done == ["10-fix-the-try-bang"] && progress.hintsSeen(of: renumbered) == 3)
        progress.record(renumbered, passed: false)
        #expect(progress.done.isEmpty)
    }

    @Test(arguments: [
        ("01-a\nhints 01-a two\n", 2), ("01-a done\n", 1), ("hints 01-a\n", 1), ("01-a\n\n\u{7}\n", 3), ("hints 01-a -1\n", 1),
    ])
    func aLineThatIsNeitherANameNorAHintCountIsAnError(text: String, line: Int) {
        #expect {
            try Progress.parse(text, file: ".kata-progress")
        } throws: { error in
            guard case .badLine(".kata-progress", number: line, _) = error as? ProgressError else { return false }
            return "\(error)".hasSuffix(": fix or delete that line")
        }
    }

    @Test func aFileThatCannotBeReadIsNeverWrittenOver() throws {
        defer { try? FileManager.default.removeItem(at: file.url) }
        let corrupt = Data([0x30, 0x31, 0xFF, 0x0A])
        try corrupt.write(to: file.url)
        #expect(throws: ProgressError.notUTF8(file.url.lastPathComponent)) { try file.load() }
        #expect(throws: ProgressError.notUTF8(file.url.lastPathComponent)) { try file.update { $0.record(first, passed: true) } }
        #expect(try Data(contentsOf: file.url) == corrupt)
    }
}
