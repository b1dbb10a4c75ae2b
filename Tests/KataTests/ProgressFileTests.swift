import Foundation
import Testing

@testable import kata

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

@Suite struct VerdictTests {
    @Test func issuesAreReadFromSwiftTestingOutput() {
        let output = """
            ◇ Test run started.
            ✘ Test keyName() recorded an issue at KeyTests.swift:3:2: Caught error: NotImplemented: say the key
            ✘ Test other() recorded an issue at KeyTests.swift:9:5: Expectation failed: (a → 1) == 2
            ↳ a: the answer
            ✘ Test run with 2 tests failed after 0.001 seconds with 2 issues.
            """
        #expect(Verdict.fromTestRun(status: 1, output: output) == .failed([
            "keyName(): Caught error: NotImplemented: say the key",
            "other(): Expectation failed: (a → 1) == 2\n    ↳ a: the answer",
        ]))
    }

    @Test func aParameterizedTestKeepsItsArgument() {
        let output = """
            ✘ Test defectIsFixed(_:) recorded an issue with 1 argument defect → Defect 9 — the spinner spins forever at CapstoneTests.swift:14:13: Expectation failed: passed
            ↳ Defect 9 — the spinner spins forever: completion was not called
            """
        #expect(Verdict.fromTestRun(status: 1, output: output) == .failed([
            "defectIsFixed(_:) [Defect 9 — the spinner spins forever]: Expectation failed: passed\n    ↳ Defect 9 — the spinner spins forever: completion was not called",
        ]))
    }

    @Test func exitStatusZeroIsAPass() {
        #expect(Verdict.fromTestRun(status: 0, output: "anything") == .passed)
    }

    @Test func compilerErrorsAreShownRelativeToTheRoot() {
        let output = "/kata/Exercises/01-a/Code.swift:3:1: error: cannot find 'x' in scope\nnote: something"
        #expect(Verdict.fromCompiler(output, relativeTo: "/kata")
            == .doesNotCompile(["Exercises/01-a/Code.swift:3:1: error: cannot find 'x' in scope"]))
    }

    @Test func onlyANotImplementedFailureCountsAsRedAsShipped() {
        #expect(VerifyCommand.isRedThroughNotImplemented(.failed(["t(): Caught error: NotImplemented: x"])))
        #expect(!VerifyCommand.isRedThroughNotImplemented(.failed(["t(): Expectation failed"])))
        #expect(!VerifyCommand.isRedThroughNotImplemented(.doesNotCompile(["NotImplemented"])))
    }

    @Test func theProgressBarFillsInProportion() {
        #expect(Style.bar(done: 1, of: 4, width: 8) == "[##------] 1/4")
        #expect(Style.bar(done: 0, of: 0, width: 4) == "[----] 0/0")
    }
}
