import Foundation
import KataUtilities
import Testing

@testable import KataRunner

/// Where `reset` and `check` find the exercises as shipped: in git, at the commit the learner's
/// clone came from, whatever the learner has committed since. Each test works on repositories
/// of its own in a scratch folder: copies of the suite's `ShippedRepositories`, or made there.
@Suite(ShippedRepositories()) struct ShippedCopyTests {
    static let learnersFile = "Exercises/08-fix-the-try-bang/SearchDecoding.swift"
    static let testFile = "Exercises/08-fix-the-try-bang/Tests/SearchDecodingTests.swift"
    static let shippedText = Data("// TODO: decode without crashing\n".utf8)
    static let shippedTests = Data("import Testing\n".utf8)

    /// The kata as shipped, committed, and a learner's clone of it with their answer committed:
    /// copies of the suite's, this test's own.
    static func learnersClone() throws -> (kata: ScratchKata, clone: ScratchKata) {
        let shipped = try ShippedRepositories.built()
        let kata = try shipped.kata.copy()
        return (kata, try shipped.learnersClone.copy(origin: (shipped.kata, kata)))
    }

    /// The kata as shipped, committed, with no clone: a copy of the suite's, this test's own.
    static func shippedKata() throws -> ScratchKata {
        try ShippedRepositories.built().kata.copy()
    }

    /// `kata reset 8 --yes` in `kata`, which must succeed, and the learner's file after it.
    static func reset(_ kata: ScratchKata) async throws -> Data {
        #expect(await kata.run("reset", "8", "--yes") == (0, []))
        return try kata.read(learnersFile)
    }

    @Test func resetAfterTheLearnersOwnCommitGivesBackTheShippedFile() async throws {
        let (_, clone) = try Self.learnersClone()
        #expect(try await Self.reset(clone) == Self.shippedText)
    }

    @Test func theShippedCopyIsWhereTheCloneMeetsItsRemoteBranch() async throws {
        let (kata, clone) = try Self.learnersClone()
        let shipped = try await ShippedCopy.asCloned(in: clone.layout)
        let first = try await kata.git("rev-parse", "HEAD").trimmingCharacters(in: .newlines)
        #expect(shipped.source == .commit(git: try #require(ProcessRunner.locate("git")), hash: first))
        #expect(shipped.basis == "where this clone meets origin/main")
    }

    @Test func aBranchOfTheLearnersOwnThatTracksNothingMeetsOriginToo() async throws {
        let kata = try Self.shippedKata()
        let clone = try await kata.clone()
        try await clone.git("switch", "-q", "-c", "my-work")
        try clone.write("let answer = 1\n", to: Self.learnersFile)
        try await clone.commitAll("My answer to 8")
        #expect(try await Self.reset(clone) == Self.shippedText)
        #expect(try await ShippedCopy.asCloned(in: clone.layout).basis == "where this clone meets origin/HEAD")
    }

    @Test func aBranchThatTracksAnotherOfTheKatasBranchesMeetsThatOne() async throws {
        // The kata's own branch, say an edition of it: its text, not main's, is what shipped.
        let kata = try Self.shippedKata()
        try await kata.git("switch", "-q", "-c", "edition-2")
        try kata.write("// TODO: the second edition\n", to: Self.learnersFile)
        try await kata.commitAll("The second edition")
        try await kata.git("switch", "-q", "main")
        let clone = try await kata.clone()
        try await clone.git("switch", "-q", "edition-2")
        try clone.write("let answer = 1\n", to: Self.learnersFile)
        try await clone.commitAll("My answer to 8")
        #expect(try await Self.reset(clone) == Data("// TODO: the second edition\n".utf8))
    }

    @Test func afterPullingTheKatasNewerVersionResetGivesThatOne() async throws {
        let (kata, clone) = try Self.learnersClone()
        try kata.write("// TODO: decode without crashing, reworded\n", to: Self.learnersFile)
        try await kata.commitAll("A better TODO")
        try await clone.git("pull", "-q", "--no-rebase", "--no-edit", "-X", "ours", "origin", "main")
        #expect(try await Self.reset(clone) == Data("// TODO: decode without crashing, reworded\n".utf8))
    }

    @Test func repairAfterTheLearnersCommitPutsBackTheTestsAndKeepsTheirAnswer() async throws {
        let (_, clone) = try Self.learnersClone()
        try clone.write("import Testing\n\n@Test func nothing() {}\n", to: Self.testFile)
        try await clone.commitAll("Tests that ask nothing")
        let target = try Catalog.load(from: clone.layout).find("8")
        let shipped = try await ShippedCopy.asCloned(in: clone.layout)
        #expect(try await shipped.changedTests(of: target) == ["Tests/SearchDecodingTests.swift"], "committed, and still not the shipped tests")
        #expect(await clone.run("reset", "8", "--repair") == (0, []))
        #expect(try clone.read(Self.testFile) == Self.shippedTests)
        #expect(try clone.read(Self.learnersFile) == Data("let answer = 1\n".utf8))
        #expect(try await shipped.changedTests(of: target) == [])
    }

    @Test func aDeletedFolderIsPutBackWholeFromGit() async throws {
        let (_, clone) = try Self.learnersClone()
        try clone.remove("Exercises/08-fix-the-try-bang")
        try await clone.commitAll("Gone")
        #expect(await clone.run("reset", "8", "--repair") == (0, []))
        #expect(try clone.read(Self.learnersFile) == Self.shippedText)
        #expect(try clone.read(Self.testFile) == Self.shippedTests)
    }

    @Test func withoutARemoteTheShippedCopyIsHEAD() async throws {
        // A maintainer's own repository: their commits are the kata as shipped.
        let kata = try Self.shippedKata()
        try kata.write("// TODO: a new wording\n", to: Self.learnersFile)
        try await kata.commitAll("A maintainer's change")
        try kata.write("let answer = 1\n", to: Self.learnersFile)
        #expect(try await Self.reset(kata) == Data("// TODO: a new wording\n".utf8))
    }

    @Test func aForksUpstreamIsTheKataEvenWhenTheLearnerPushedTheirWorkToOrigin() async throws {
        let kata = try Self.shippedKata()
        let fork = try await kata.clone(bare: true)
        let clone = try await fork.clone()
        try clone.write("let answer = 1\n", to: Self.learnersFile)
        try await clone.commitAll("My answer to 8")
        try await clone.git("push", "-q", "origin", "main")
        try await clone.git("fetch", "-q", "origin")
        // Pushed, origin/main holds the answer: from origin alone the answer looks shipped.
        let target = try Catalog.load(from: clone.layout).find("8")
        #expect(try await ShippedCopy.asCloned(in: clone.layout).contents(of: target, "SearchDecoding.swift") == Data("let answer = 1\n".utf8))
        // The fork's parent as `upstream`, as GitHub Desktop and `gh repo clone` add it.
        try await clone.git("remote", "add", "upstream", kata.root.path)
        try await clone.git("fetch", "-q", "upstream")
        #expect(try await Self.reset(clone) == Self.shippedText)
    }

    @Test func outsideAGitCloneResetSaysWhatToDoAndChangesNothing() async throws {
        // A ZIP download: the files, and no history to tell them from the learner's edits.
        let kata = try ScratchKata()
        try kata.write("let answer = 1\n", to: Self.learnersFile)
        for words in [["reset", "8", "--yes"], ["reset", "8", "--repair"]] {
            #expect(await kata.run(words) == (2, ["kata reset: \(ShippedCopyError.notAClone)"]))
        }
        #expect(try kata.read(Self.learnersFile) == Data("let answer = 1\n".utf8))
        #expect(ShippedCopyError.notAClone.description.contains("git clone"))
        // check cannot compare the tests there, and says nothing of them.
        let target = try Catalog.load(from: kata.layout).find("8")
        await #expect(throws: ShippedCopyError.notAClone) { try await ShippedCopy.asCloned(in: kata.layout) }
        #expect(try await ShippedCopy.committedOrOnDisk(in: kata.layout).source == .disk)
        #expect(try await ShippedCopy.committedOrOnDisk(in: kata.layout).contents(of: target, "SearchDecoding.swift") == Data("let answer = 1\n".utf8))
    }

    @Test func verifyReadsWhatIsCommittedAtHEADNotTheEditsAfterIt() async throws {
        let kata = try Self.shippedKata()
        try kata.write("let answer = 1\n", to: Self.learnersFile)
        let target = try Catalog.load(from: kata.layout).find("8")
        let committed = try await ShippedCopy.committedOrOnDisk(in: kata.layout)
        #expect(try await committed.contents(of: target, "SearchDecoding.swift") == Self.shippedText)
        // A file not committed yet is said to be so, not read from disk.
        try kata.write("let more = 2\n", to: "Exercises/08-fix-the-try-bang/More.swift")
        await #expect(throws: ShippedCopyError.notShipped("Exercises/08-fix-the-try-bang/More.swift", basis: committed.basis)) {
            try await committed.contents(of: target, "More.swift")
        }
        #expect(committed.basis.contains("commit it first"))
    }

    @Test func restoringWritesEveryFileOrNone() async throws {
        let kata = try Self.shippedKata()
        let target = try Catalog.load(from: kata.layout).find("8")
        let shipped = try await ShippedCopy.asCloned(in: kata.layout)
        try kata.write("let answer = 1\n", to: Self.learnersFile)
        // One of the files was never shipped: nothing may be written, not even the one that was.
        await #expect(throws: ShippedCopyError.notShipped("Exercises/08-fix-the-try-bang/Never.swift", basis: shipped.basis)) {
            try await shipped.restore(target, files: ["SearchDecoding.swift", "Never.swift"], into: kata.layout.exerciseFolder(target))
        }
        #expect(try kata.read(Self.learnersFile) == Data("let answer = 1\n".utf8))
    }

    @Test func aShippedFileThatIsNotUTF8IsRefused() async throws {
        let kata = try ScratchKata()
        try kata.write(Data([0x69, 0xFF, 0x0A]), to: Self.learnersFile)
        try await kata.commitAsShipped()
        let target = try Catalog.load(from: kata.layout).find("8")
        await #expect(throws: ShippedCopyError.notText(Self.learnersFile)) {
            try await ShippedCopy.asCloned(in: kata.layout).contents(of: target, "SearchDecoding.swift")
        }
        // Read with the others at once, it is still the one refused, and the text beside it reads.
        let every = try await ShippedCopy.asCloned(in: kata.layout).readingEveryExercise()
        #expect(try await every.contents(of: target, "Tests/SearchDecodingTests.swift") == Data("import Testing\n".utf8))
        await #expect(throws: ShippedCopyError.notText(Self.learnersFile)) {
            try await every.contents(of: target, ["Tests/SearchDecodingTests.swift", "SearchDecoding.swift"])
        }
    }

    @Test func theKatasOwnExercisesAreAllInItsHistory() async throws {
        // What CI runs on: a clone of the kata, every file of every exercise committed.
        let layout = Layout(root: BuildPaths.packageRoot)
        let catalog = try Catalog.load(from: layout)
        let shipped = try await ShippedCopy.committedOrOnDisk(in: layout).readingEveryExercise()
        for exercise in catalog.exercises {
            #expect(Set(try await shipped.files(of: exercise)) == Set(exercise.files + exercise.tests), "\(exercise.name)")
        }
    }
}

/// The repositories most of the suite's tests start from, built once as the suite starts (a dozen
/// git processes) and copied by each test that wants them (none): the kata as shipped, committed
/// on `main`, and a learner's clone of it with their answer committed. Removed once it ends.
struct ShippedRepositories: SuiteTrait, TestScoping {
    struct Built: Sendable {
        let kata: ScratchKata
        let learnersClone: ScratchKata
    }

    /// The suite's, while it runs.
    @TaskLocal private static var current: Built?

    static func built() throws -> Built {
        try #require(current, "the repositories are built for a suite with the ShippedRepositories trait")
    }

    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let kata = try ScratchKata()
        try await kata.commitAsShipped()
        let clone = try await kata.clone()
        try clone.write("let answer = 1\n", to: ShippedCopyTests.learnersFile)
        try await clone.commitAll("My answer to 8")
        try await kata.pack()
        try await clone.pack()
        try await Self.$current.withValue(Built(kata: kata, learnersClone: clone), operation: function)
    }
}
