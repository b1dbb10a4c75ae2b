import Foundation
import Testing

@testable import KataRunner

@Suite struct ProgressFileTests {
    let file = ProgressFile(url: FileManager.default.temporaryDirectory.appending(path: "kata-progress-\(UUID())"))

    @Test func anAbsentFileMeansNothingIsDone() {
        #expect(file.load() == [])
    }

    @Test func passingAddsAndFailingRemoves() throws {
        defer { try? FileManager.default.removeItem(at: file.url) }
        try file.record("01-a", passed: true)
        try file.record("02-b", passed: true)
        #expect(file.load() == ["01-a", "02-b"])
        try file.record("01-a", passed: false)
        #expect(file.load() == ["02-b"])
    }

    @Test func theFileIsPlainTextOneNameALine() throws {
        defer { try? FileManager.default.removeItem(at: file.url) }
        try file.record("02-b", passed: true)
        try file.record("01-a", passed: true)
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(text.hasSuffix("\n01-a\n02-b\n"))
    }

    @Test func commentsAndBlankLinesAreIgnored() {
        #expect(ProgressFile.parse("# a note\n\n 01-a \n02-b\n") == ["01-a", "02-b"])
    }
}
