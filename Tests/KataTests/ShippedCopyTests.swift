import Foundation
import Testing

@testable import KataRunner

@Suite struct ShippedCopyTests {
    /// Text that a careless literal would change: quotes, backslashes, what looks like
    /// interpolation or a raw string's end, line endings, control and invisible characters.
    static let tricky = "quote \" backslash \\ interpolation \\(x) raw \"\"\"# tab\t crlf\r\n nul\u{0} bell\u{7} "
        + "bidi\u{202E} zero-width\u{200B} bom\u{FEFF} separator\u{2028} é — 🙂\n"

    @Test func theLiteralIsWhatTheCompilerReadsBackExactly() throws {
        // ShippedLiteralFixture.swift holds the literal the generator writes for `tricky`; the
        // compiler has read it, so this compares the text that went in with what came out.
        #expect(shippedLiteralFixture == Self.tricky)
        let fixture = try String(contentsOf: URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "ShippedLiteralFixture.swift"), encoding: .utf8)
        #expect(fixture.contains("let shippedLiteralFixture = \(ShippedCopy.literal(Self.tricky))\n"))
        #expect(!ShippedCopy.literal(Self.tricky).contains("\n"), "one line a file")
    }

    @Test func theGeneratedSourceListsEveryFileByPath() {
        let source = ShippedCopy.source(of: ["01-a/B.swift": "b\n", "01-a/A.swift": "a\n"])
        #expect(source.contains("""
                static let files: [String: String] = [
                    "01-a/A.swift":
                        "a\\n",
                    "01-a/B.swift":
                        "b\\n",
                ]
            """))
        #expect(ShippedCopy.source(of: [:]).contains("static let files: [String: String] = [:]"))
    }

    @Test func differencesNameEachFileThatIsNotTheSame() {
        let copy = ShippedCopy(files: ["01-a/A.swift": "a", "01-a/B.swift": "b", "01-a/Old.swift": "o"])
        #expect(copy.differences(from: copy.files) == [])
        // B is as long as it was, and one letter differs.
        #expect(copy.differences(from: ["01-a/A.swift": "a", "01-a/B.swift": "c", "01-a/New.swift": "n"]) == [
            "Exercises/01-a/B.swift differs from the runner's copy",
            "Exercises/01-a/New.swift is not in the runner's copy",
            "the runner's copy has Exercises/01-a/Old.swift, which is not committed",
        ])
    }

    @Test func theRunnersCopyHoldsEveryFileOfTheCatalog() throws {
        // `kata verify` compares the contents with git; this keeps a missing entry from
        // waiting for CI.
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let catalog = try Catalog.load(from: Layout(root: root))
        let paths = catalog.exercises.flatMap { exercise in (exercise.files + exercise.tests).map { "\(exercise.name)/\($0)" } }
        let copied = Set(ShippedCopy.embedded.files.keys), catalogued = Set(paths)
        // The differences, not the two sets: a maintainer reads which files, not 90 paths twice.
        #expect(catalogued.subtracting(copied).sorted() == [], "not in the runner's copy; run `\(ShippedCopy.regenerate)`")
        #expect(copied.subtracting(catalogued).sorted() == [], "in the runner's copy but not in the catalog; run `\(ShippedCopy.regenerate)`")
    }

    @Test func theCommittedTextsLeaveOutMissingFilesAndRefuseOnesThatAreNotText() async throws {
        // Outside a git clone, the files on disk stand in for the committed ones.
        let kata = try ScratchKata()
        let catalog = try Catalog.load(from: kata.layout)
        try kata.remove("Exercises/08-fix-the-try-bang/Tests/SearchDecodingTests.swift")
        #expect(try await Pristine(layout: kata.layout).texts(of: catalog.exercises)
            == ["08-fix-the-try-bang/SearchDecoding.swift": "// TODO: decode without crashing\n"])
        try kata.write(Data([0xFF]), to: "Exercises/08-fix-the-try-bang/SearchDecoding.swift")
        await #expect(throws: ShippedCopyError.notText("08-fix-the-try-bang/SearchDecoding.swift")) {
            try await Pristine(layout: kata.layout).texts(of: catalog.exercises)
        }
    }

    @Test func restoringWritesEveryFileOrNone() throws {
        let kata = try ScratchKata()
        let target = try Catalog.load(from: kata.layout).find("8")
        let shipped = ShippedCopy(files: ["08-fix-the-try-bang/SearchDecoding.swift": "shipped\n"])
        // The test file is not in this copy: nothing may be written, not even the file that is.
        #expect(throws: ShippedCopyError.notEmbedded("08-fix-the-try-bang/Tests/SearchDecodingTests.swift")) {
            try shipped.restore(target, in: kata.layout)
        }
        #expect(try kata.read("Exercises/08-fix-the-try-bang/SearchDecoding.swift") == Data("// TODO: decode without crashing\n".utf8))
        try shipped.restore(target, files: ["SearchDecoding.swift"], in: kata.layout)
        #expect(try kata.read("Exercises/08-fix-the-try-bang/SearchDecoding.swift") == Data("shipped\n".utf8))
    }

    @Test func repairPutsBackTheTestsAndWhatIsMissingAndKeepsTheLearnersEdits() throws {
        let kata = try ScratchKata()
        let target = exercise("08-fix-the-try-bang", files: ["Mine.swift", "Gone.swift"], tests: ["Tests/T.swift"])
        let shipped = ShippedCopy(files: [
            "08-fix-the-try-bang/Mine.swift": "shipped mine", "08-fix-the-try-bang/Gone.swift": "shipped gone",
            "08-fix-the-try-bang/Tests/T.swift": "shipped tests",
        ])
        try kata.write("my edit", to: "Exercises/08-fix-the-try-bang/Mine.swift")
        try kata.write("tests I broke", to: "Exercises/08-fix-the-try-bang/Tests/T.swift")
        let restored = try ResetCommand.repair(target, from: shipped, in: kata.layout)
        #expect(restored == ["Exercises/08-fix-the-try-bang/Tests/T.swift", "Exercises/08-fix-the-try-bang/Gone.swift"])
        #expect(try kata.read("Exercises/08-fix-the-try-bang/Mine.swift") == Data("my edit".utf8))
        #expect(try kata.read("Exercises/08-fix-the-try-bang/Gone.swift") == Data("shipped gone".utf8))
        #expect(try kata.read("Exercises/08-fix-the-try-bang/Tests/T.swift") == Data("shipped tests".utf8))
    }
}
