import Foundation
import Testing

@testable import KataRunner

private func exercise(_ name: String, grade: Int = 2, defects: [Int] = [9]) -> Exercise {
    Exercise(name: name, grade: grade, title: "A title", defects: defects, hint: "A hint",
             files: ["Code.swift"], tests: ["Tests/CodeTests.swift"])
}

/// The folders as they would be on disk for `exercises`, every file in place.
private func folders(for exercises: [Exercise]) -> FolderListing {
    FolderListing(
        exercises: Dictionary(uniqueKeysWithValues: exercises.map { ($0.name, Set($0.files + $0.tests)) }),
        solutions: Dictionary(uniqueKeysWithValues: exercises.map { ($0.name, Set($0.files)) }),
        exercisesInManifest: Set(exercises.map(\.name)),
        testsLinked: Set(exercises.map(\.name)))
}

@Suite struct CatalogValidationTests {
    @Test func aWellFormedCatalogHasNoProblems() {
        let catalog = Catalog(exercises: [exercise("01-a", grade: 1), exercise("02-b")])
        #expect(catalog.problems(in: folders(for: catalog.exercises)) == [])
    }

    @Test func duplicateNamesAreReported() {
        let catalog = Catalog(exercises: [exercise("01-a"), exercise("01-a")])
        #expect(catalog.problems(in: folders(for: [exercise("01-a")])).contains(.duplicateName("01-a")))
    }

    @Test func defectsOutsideOneToSixteenAreReported() {
        let catalog = Catalog(exercises: [exercise("01-a", defects: [0, 16, 17])])
        let problems = catalog.problems(in: folders(for: catalog.exercises))
        #expect(problems == [.defectOutOfRange("01-a", 0), .defectOutOfRange("01-a", 17)])
    }

    @Test func unknownGradesAreReported() {
        let catalog = Catalog(exercises: [exercise("01-a", grade: 7)])
        #expect(catalog.problems(in: folders(for: catalog.exercises)) == [.badGrade("01-a", 7)])
    }

    @Test func aMissingSolutionIsReported() {
        let catalog = Catalog(exercises: [exercise("01-a")])
        var listing = folders(for: catalog.exercises)
        listing.solutions["01-a"] = []
        #expect(catalog.problems(in: listing) == [.missingFile("01-a", path: "Solutions/01-a/Code.swift")])
    }

    @Test func filesTheMetadataDoesNotListAreReported() {
        let catalog = Catalog(exercises: [exercise("01-a")])
        var listing = folders(for: catalog.exercises)
        listing.exercises["01-a"]?.insert("Extra.swift")
        #expect(catalog.problems(in: listing) == [.unknownFile("01-a", path: "Exercises/01-a/Extra.swift")])
    }

    @Test func aFolderWithoutMetadataIsReported() {
        let catalog = Catalog(exercises: [exercise("01-a")])
        var listing = folders(for: catalog.exercises)
        listing.exercises["02-orphan"] = ["Code.swift"]
        #expect(catalog.problems(in: listing) == [.folderWithoutMetadata("02-orphan")])
    }

    @Test func anExerciseMissingFromPackageSwiftIsReported() {
        let catalog = Catalog(exercises: [exercise("01-a")])
        var listing = folders(for: catalog.exercises)
        listing.exercisesInManifest = []
        #expect(catalog.problems(in: listing) == [.notInPackageManifest("01-a")])
    }

    @Test func aTestOutsideTheTestsFolderIsReported() {
        // Package.swift compiles Exercises/<name>/Tests/ with either the exercise or its answer.
        let misplaced = Exercise(name: "01-a", grade: 2, title: "A title", defects: [9], hint: "A hint",
                                 files: ["Code.swift"], tests: ["CodeTests.swift"])
        let catalog = Catalog(exercises: [misplaced])
        #expect(catalog.problems(in: folders(for: catalog.exercises)) == [.testOutsideTestsFolder("01-a", path: "CodeTests.swift")])
    }

    @Test func testsThatAreNotLinkedAreReported() {
        let catalog = Catalog(exercises: [exercise("01-a")])
        var listing = folders(for: catalog.exercises)
        listing.testsLinked = []
        #expect(catalog.problems(in: listing) == [.testsNotLinked("01-a")])
    }

    @Test func aCopyOfTheTestsInSolutionsIsReported() {
        let catalog = Catalog(exercises: [exercise("01-a")])
        var listing = folders(for: catalog.exercises)
        listing.solutions["01-a"]?.insert("Tests/CodeTests.swift")
        #expect(catalog.problems(in: listing) == [.unknownFile("01-a", path: "Solutions/01-a/Tests/CodeTests.swift")])
    }

    @Test func namesMustSortInListOrder() {
        let catalog = Catalog(exercises: [exercise("02-b"), exercise("01-a")])
        #expect(catalog.problems(in: folders(for: catalog.exercises)) == [.outOfOrder("01-a")])
    }

    @Test func badlyFormedNamesAreReported() {
        let catalog = Catalog(exercises: [exercise("timeout")])
        #expect(catalog.problems(in: folders(for: catalog.exercises)) == [.badName("timeout")])
    }
}

@Suite struct CatalogLookupTests {
    let catalog = Catalog(exercises: [exercise("01-trace-a-timeout"), exercise("02-trace-a-200"), exercise("03-fix-try-bang")])

    @Test func numbersCountFromOne() throws {
        #expect(try catalog.find("1").name == "01-trace-a-timeout")
        #expect(try catalog.find("3").name == "03-fix-try-bang")
        #expect(catalog.number(of: catalog.exercises[1]) == 2)
    }

    @Test func numbersOutsideTheListAreAnError() {
        #expect(throws: CatalogError.noSuchExercise("0", count: 3)) { try catalog.find("0") }
        #expect(throws: CatalogError.noSuchExercise("4", count: 3)) { try catalog.find("4") }
    }

    @Test func aUniquePartOfANameFindsTheExercise() throws {
        #expect(try catalog.find("try-bang").name == "03-fix-try-bang")
    }

    @Test func anAmbiguousPartIsAnError() {
        #expect(throws: CatalogError.ambiguous("trace", ["01-trace-a-timeout", "02-trace-a-200"])) {
            try catalog.find("trace")
        }
    }

    @Test func theCurrentExerciseIsTheFirstNotDone() {
        #expect(catalog.current(done: []).map(\.name) == "01-trace-a-timeout")
        #expect(catalog.current(done: ["01-trace-a-timeout"]).map(\.name) == "02-trace-a-200")
        #expect(catalog.current(done: Set(catalog.exercises.map(\.name))) == nil)
    }

    @Test func malformedMetadataIsATypedError() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "kata-\(UUID())")
        try FileManager.default.createDirectory(at: folder.appending(path: "Exercises"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("[{\"name\": 1}]".utf8).write(to: folder.appending(path: Catalog.metadataPath))
        #expect {
            try Catalog.load(from: Layout(root: folder))
        } throws: { error in
            if case .malformed = error as? CatalogError { return true }
            return false
        }
    }
}
