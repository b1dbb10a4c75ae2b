import Foundation
import Testing

@testable import KataRunner

/// The learner's commands on a kata that is not as shipped: each stops with exit status 2 and
/// one line that says what is wrong and what to do, and changes none of the learner's files.
@Suite struct BadInputTests {
    static let learnersFile = "Exercises/08-fix-the-try-bang/SearchDecoding.swift"
    static let testFile = "Exercises/08-fix-the-try-bang/Tests/SearchDecodingTests.swift"

    /// Runs `words` in `kata` and expects exit 2 with exactly `message`, on one line.
    func expectRefused(_ kata: ScratchKata, _ words: String..., message: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        await expectRefused(kata, words, message: message, sourceLocation: sourceLocation)
    }

    func expectRefused(_ kata: ScratchKata, _ words: [String], message: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        let result = await kata.run(words)
        #expect(result.status == 2, sourceLocation: sourceLocation)
        #expect(result.errors == ["kata \(words[0]): \(message)"], sourceLocation: sourceLocation)
    }

    @Test(arguments: ["check", "watch"])
    func aMissingExerciseFolder(command: String) async throws {
        let kata = try ScratchKata(withFiles: false)
        await expectRefused(kata, command, "8",
            message: "Exercises/08-fix-the-try-bang is missing: `swift run -q kata reset 8 --repair` puts it back as shipped")
    }

    @Test(arguments: ["check", "watch"])
    func aDeletedTestFile(command: String) async throws {
        // The tests are found in the folder; git says which were shipped.
        let kata = try ScratchKata()
        try kata.write("import Testing\n", to: "Exercises/08-fix-the-try-bang/Tests/Other.swift")
        try await kata.commitAsShipped()
        try kata.remove(Self.testFile)
        await expectRefused(kata, command, "8",
            message: "\(Self.testFile) is missing: `swift run -q kata reset 8 --repair` puts back what is missing and keeps your edits")
        #expect(try kata.read(Self.learnersFile) == Data("// TODO: decode without crashing\n".utf8))
    }

    @Test(arguments: ["check", "watch"])
    func everyTestDeletedOutsideAGitClone(command: String) async throws {
        // A ZIP download: no shipped copy to compare with, and still no check without tests.
        let kata = try ScratchKata()
        try kata.remove("Exercises/08-fix-the-try-bang/Tests")
        await expectRefused(kata, command, "8",
            message: "Exercises/08-fix-the-try-bang/Tests is missing: `swift run -q kata reset 8 --repair` puts back what is missing and keeps your edits")
    }

    @Test(arguments: ["check", "watch"])
    func aLearnersFileThatIsNotUTF8(command: String) async throws {
        let kata = try ScratchKata()
        let latin1 = Data("let caf\u{E9} = 1\n".data(using: .isoLatin1)!)
        try kata.write(latin1, to: Self.learnersFile)
        await expectRefused(kata, command, "8",
            message: "\(Self.learnersFile) is not UTF-8 text: save it as UTF-8 in your editor (Swift reads only UTF-8)")
        #expect(try kata.read(Self.learnersFile) == latin1)
    }

    @Test func aTestFileThatIsNotUTF8() async throws {
        let kata = try ScratchKata()
        try kata.write(Data([0x69, 0x6D, 0xFF, 0x0A]), to: Self.testFile)
        await expectRefused(kata, "check", "8",
            message: "\(Self.testFile) is not UTF-8 text: `swift run -q kata reset 8 --repair` puts the tests back as shipped and keeps your edits")
    }

    @Test(arguments: [["check", "8"], ["hint", "8"], ["watch", "8"], ["reset", "8", "--yes"], ["list"]])
    func aCorruptProgressFileIsNeverWrittenOver(words: [String]) async throws {
        let kata = try ScratchKata()
        let corrupt = "08-fix-the-try-bang\nhints 08-fix-the-try-bang lots\n"
        try kata.write(corrupt, to: ".kata-progress")
        await expectRefused(kata, words,
            message: ".kata-progress line 2 (\"hints 08-fix-the-try-bang lots\") is neither an exercise name nor \"hints <exercise> <n>\": fix or delete that line")
        #expect(try kata.read(".kata-progress") == Data(corrupt.utf8))
        #expect(try kata.read(Self.learnersFile) == Data("// TODO: decode without crashing\n".utf8), "reset changed nothing")
    }

    @Test func aProgressFileThatIsNotUTF8() async throws {
        let kata = try ScratchKata()
        try kata.write(Data([0xFF, 0xFE, 0x0A]), to: ".kata-progress")
        await expectRefused(kata, "hint", "8",
            message: ".kata-progress is not UTF-8 text: delete it (it only records your progress, so deleting it loses no work) or save it as UTF-8")
        #expect(try kata.read(".kata-progress") == Data([0xFF, 0xFE, 0x0A]))
    }

    @Test(arguments: ["check", "hint", "watch", "reset"])
    func corruptMetadata(command: String) async throws {
        let kata = try ScratchKata(metadata: #"{"grades": [], "exercises": [{"name": "08-fix-the-try-bang"}]}"#)
        await expectRefused(kata, command, "8",
            message: "Exercises/exercises.json is not valid exercise metadata (exercises[0] has no \"grade\"): fix it, or put it back as committed with `git checkout -- Exercises/exercises.json`")
    }

    @Test func metadataThatIsNotUTF8() async throws {
        let kata = try ScratchKata()
        try kata.write(Data([0x5B, 0xFF, 0x5D]), to: Catalog.metadataPath)
        await expectRefused(kata, "check", "8",
            message: "Exercises/exercises.json is not UTF-8 text: fix it, or put it back as committed with `git checkout -- Exercises/exercises.json`")
    }

    @Test(arguments: ["check", "hint", "watch", "reset"])
    func aNumberNoFolderHas(command: String) async throws {
        let kata = try ScratchKata()
        await expectRefused(kata, command, "9", message: "there is no exercise 9 (no folder Exercises/09-…): `swift run -q kata list` shows them")
    }

    @Test func outsideAKata() async throws {
        let kata = try ScratchKata()
        try kata.remove(Catalog.metadataPath)
        await expectRefused(kata, "check", "8",
            message:
                "there is no Exercises/exercises.json here or in a folder above: run kata from inside the kata's folder (in Xcode: Product > Scheme > Edit Scheme > Run > Options > Working Directory)")
    }

    @Test func aHintNeedsNoFilesSoAMissingFolderDoesNotStopIt() async throws {
        let kata = try ScratchKata(withFiles: false)
        #expect(await kata.run("hint", "8") == (0, []))
    }

    @Test func testsThatPrintWithoutEndAreStoppedAtTheLimit() async throws {
        // A test program that prints for ever, as a print in an endless loop would.
        let kata = try ScratchKata()
        let program = try kata.script("prints-for-ever", "exec yes")
        let target = exercise("08-fix-the-try-bang", files: ["SearchDecoding.swift"])
        let started = ContinuousClock.now
        await #expect(throws: ExerciseFileError.tooMuchOutput(target, limit: Checker.outputLimit)) {
            try await Checker.runTests(program, of: target, in: kata.root, environment: [:], scratch: kata.root)
        }
        #expect(ContinuousClock.now - started < Checker.deadline, "stopped at the limit, not at the deadline")
        #expect(ExerciseFileError.tooMuchOutput(target, limit: Checker.outputLimit).description
            == "the tests of 08-fix-the-try-bang printed more than 1 MB, so they were stopped: look for a print in a loop in Exercises/08-fix-the-try-bang/SearchDecoding.swift")
        // A program that prints a little under the limit is read as usual. (It writes an event,
        // unreadable here, as Swift Testing writes the run's start before any test runs.)
        _ = try kata.script("prints-for-ever", "echo '{\"kind\": \"event\"}' > \"$2\"\nhead -c 900000 /dev/zero | tr '\\0' y\nexit 1")
        let verdict = try await Checker.runTests(program, of: target, in: kata.root, environment: [:], scratch: kata.root)
        guard case .failed(let report) = verdict else { Issue.record("not red: \(verdict)"); return }
        #expect(report.messages.first?.hasSuffix("more characters)") == true, "a long message is cut short")
    }

    @Test func aTestProgramThatWritesNoEventIsTheRunnersProblemNotTheLearners() async throws {
        // As a Swift Testing that no longer reads the runner's event stream version ends: before
        // any test runs, with exit status 1, which is also what failing tests end with.
        let kata = try ScratchKata()
        let program = try kata.script("refuses-the-version", "echo 'Event stream version 0 is not supported.' >&2\nexit 1")
        let target = exercise("08-fix-the-try-bang", files: ["SearchDecoding.swift"])
        await #expect(throws: ToolchainError.harnessFailed("Event stream version 0 is not supported.\n")) {
            try await Checker.runTests(program, of: target, in: kata.root, environment: [:], scratch: kata.root)
        }
    }

    @Test func repairPutsAMissingFolderBackFromGit() async throws {
        let kata = try ScratchKata()
        try await kata.commitAsShipped()
        try kata.remove("Exercises/08-fix-the-try-bang")
        #expect(await kata.run("reset", "8", "--repair") == (0, []))
        #expect(try kata.read(Self.learnersFile) == Data("// TODO: decode without crashing\n".utf8))
        #expect(try kata.read(Self.testFile) == Data("import Testing\n".utf8))
    }
}
