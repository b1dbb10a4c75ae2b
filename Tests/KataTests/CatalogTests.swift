import Foundation
import Testing

@testable import KataRunner

/// The folders as they would be on disk for `exercises`, every file in place.
private func folders(for exercises: [Exercise]) -> FolderListing {
    FolderListing(
        exercises: Dictionary(uniqueKeysWithValues: exercises.map { ($0.name, Set($0.files + $0.tests)) }),
        solutions: Dictionary(uniqueKeysWithValues: exercises.map { ($0.name, Set($0.files)) }),
        exercisesInManifest: Set(exercises.map(\.name)))
}

/// Grades 1 to 3 as the kata declares them.
let testGrades = [
    Grade(grade: 1, title: "Trace", redAsShipped: .notImplemented),
    Grade(grade: 2, title: "Fix one defect", redAsShipped: .namesItsDefect),
    Grade(grade: 3, title: "Rewrite", redAsShipped: .notImplemented),
]

@Suite struct CatalogValidationTests {
    @Test func aWellFormedCatalogHasNoProblems() {
        let catalog = Catalog(exercises: [exercise("01-a", grade: 1), exercise("02-b")], grades: testGrades)
        #expect(catalog.problems(in: folders(for: catalog.exercises)) == [])
    }

    @Test func duplicateNamesAreReported() {
        let catalog = Catalog(exercises: [exercise("01-a"), exercise("01-a")], grades: testGrades)
        #expect(catalog.problems(in: folders(for: [exercise("01-a")])).contains(.duplicateName("01-a")))
    }

    @Test func defectsOutsideOneToSixteenAreReported() {
        let catalog = Catalog(exercises: [exercise("01-a", defects: [0, 16, 17])], grades: testGrades)
        let problems = catalog.problems(in: folders(for: catalog.exercises))
        #expect(problems == [.defectOutOfRange("01-a", 0), .defectOutOfRange("01-a", 17)])
    }

    @Test func unknownGradesAreReported() {
        let catalog = Catalog(exercises: [exercise("01-a", grade: 7)], grades: testGrades)
        #expect(catalog.problems(in: folders(for: catalog.exercises)) == [.badGrade("01-a", 7, declared: [1, 2, 3])])
    }

    @Test func aMissingSolutionIsReported() {
        let catalog = Catalog(exercises: [exercise("01-a")], grades: testGrades)
        var listing = folders(for: catalog.exercises)
        listing.solutions["01-a"] = []
        #expect(catalog.problems(in: listing) == [.missingFile("01-a", path: "Solutions/01-a/Code.swift")])
    }

    @Test func filesTheMetadataDoesNotListAreReported() {
        let catalog = Catalog(exercises: [exercise("01-a")], grades: testGrades)
        var listing = folders(for: catalog.exercises)
        listing.exercises["01-a"]?.insert("Extra.swift")
        #expect(catalog.problems(in: listing) == [.unknownFile("01-a", path: "Exercises/01-a/Extra.swift")])
    }

    @Test func aFolderWithoutMetadataIsReported() {
        let catalog = Catalog(exercises: [exercise("01-a")], grades: testGrades)
        var listing = folders(for: catalog.exercises)
        listing.exercises["02-orphan"] = ["Code.swift"]
        #expect(catalog.problems(in: listing) == [.folderWithoutMetadata("02-orphan")])
    }

    @Test func anExerciseMissingFromPackageSwiftIsReported() {
        let catalog = Catalog(exercises: [exercise("01-a")], grades: testGrades)
        var listing = folders(for: catalog.exercises)
        listing.exercisesInManifest = []
        #expect(catalog.problems(in: listing) == [.notInPackageManifest("01-a")])
    }

    @Test func aTestOutsideTheTestsFolderIsReported() {
        // Package.swift compiles Exercises/<name>/Tests/ with either the exercise or its answer.
        let catalog = Catalog(exercises: [exercise("01-a", tests: ["CodeTests.swift"])], grades: testGrades)
        #expect(catalog.problems(in: folders(for: catalog.exercises)) == [.testOutsideTestsFolder("01-a", path: "CodeTests.swift")])
    }

    @Test func aCopyOfTheTestsInSolutionsIsReported() {
        let catalog = Catalog(exercises: [exercise("01-a")], grades: testGrades)
        var listing = folders(for: catalog.exercises)
        listing.solutions["01-a"]?.insert("Tests/CodeTests.swift")
        #expect(catalog.problems(in: listing) == [.unknownFile("01-a", path: "Solutions/01-a/Tests/CodeTests.swift")])
    }

    @Test func namesMustSortInListOrder() {
        let catalog = Catalog(exercises: [exercise("02-b"), exercise("01-a")], grades: testGrades)
        #expect(catalog.problems(in: folders(for: catalog.exercises)) == [.outOfOrder("01-a")])
    }

    @Test func badlyFormedNamesAreReported() {
        let catalog = Catalog(exercises: [exercise("timeout")], grades: testGrades)
        #expect(catalog.problems(in: folders(for: catalog.exercises)) == [.badName("timeout")])
    }
}

/// The rules a catalog in the current format (grades declared, hints in steps) is held to.
@Suite struct CurrentCatalogValidationTests {
    static let grades = [
        Grade(grade: 1, title: "Trace", redAsShipped: .notImplemented),
        Grade(grade: 2, title: "Fix one defect", redAsShipped: .namesItsDefect),
    ]

    func problems(_ exercises: [Exercise], grades: [Grade] = grades) -> [CatalogProblem] {
        Catalog(exercises: exercises, grades: grades).problems(in: folders(for: exercises))
    }

    @Test func stepsWithCodeOnlyInTheLastArePassed() {
        #expect(problems([exercise("01-a", grade: 1, hints: ["Which `return` runs?", "A timeout is an error.", "`completion(.failure(error))`"])]) == [])
    }

    @Test func oneStepIsTooFew() {
        #expect(problems([exercise("01-a", grade: 1, hints: ["Look."])]) == [.tooFewHintSteps("01-a", 1)])
    }

    @Test func codeBeforeTheLastStepIsRefusedWithTheCodeItFound() {
        let hints = ["Look at `fetchUser(id:completion:)`.", "Write `guard let data else { return }`.", "The code."]
        #expect(problems([exercise("01-a", grade: 1, hints: hints)])
            == [.codeInHint("01-a", step: 2, of: 3, code: "`guard let data else { return }`")])
    }

    @Test func anEmptyStepIsRefused() {
        #expect(problems([exercise("01-a", grade: 1, hints: ["Look.", " "])]) == [.missingText("01-a", field: "hint step 2")])
    }

    @Test func aGradeTheMetadataDoesNotDeclareIsRefused() {
        #expect(problems([exercise("01-a", grade: 4)]) == [.badGrade("01-a", 4, declared: [1, 2])])
        #expect(problems([exercise("01-a", grade: 1)], grades: Self.grades + [Self.grades[0]]) == [.duplicateGrade(1)])
    }

    @Test func anExerciseThatMustNameItsDefectListsOne() {
        #expect(problems([exercise("01-a", grade: 2, defects: [])]) == [.noDefectToName("01-a", grade: 2)])
        #expect(problems([exercise("01-a", grade: 1, defects: [])]) == [])
    }

    @Test func twoExercisesWithOneNumberOrOneSlugAreRefused() {
        // Numbers are what learners type, slugs are what progress falls back on: both must be unique.
        #expect(problems([exercise("01-a", grade: 1), exercise("01-b", grade: 1)]) == [.duplicateNumber("01-b", 1)])
        #expect(problems([exercise("01-a", grade: 1), exercise("02-a", grade: 1)]) == [.duplicateSlug("02-a", "a")])
    }
}

/// The rules for a grade whose exercises name their production scenarios: each rule with a
/// wrong answer it refuses, beside the right one it accepts.
@Suite struct ProductionCatalogValidationTests {
    static let grades = [Grade(grade: 4, title: "Production", redAsShipped: .namesItsScenario)]

    func problems(_ exercise: Exercise) -> [CatalogProblem] {
        Catalog(exercises: [exercise], grades: Self.grades).problems(in: folders(for: [exercise]))
    }

    @Test func anExerciseWithScenariosASourceAndReportsPasses() {
        #expect(problems(production("31-a")) == [])
        #expect(problems(production("31-a", reports: [7, 8])) == [])
    }

    @Test func itMustListTheScenariosItNames() {
        #expect(problems(production("31-a", scenarios: [])) == [.noScenarioToName("31-a", grade: 4)])
    }

    @Test func scenarioIDsReadPolicyDotWhatAndAreListedOnce() {
        #expect(problems(production("31-a", scenarios: ["retry table", "unkeyed-writes", "Retry.Table"]))
            == [.badScenarioID("31-a", "retry table"), .badScenarioID("31-a", "unkeyed-writes"), .badScenarioID("31-a", "Retry.Table")])
        #expect(problems(production("31-a", scenarios: ["query.one-value", "query.one-value"])) == [.duplicateScenario("31-a", "query.one-value")])
    }

    @Test func itMustNameItsSourceAsFileNameDashSection() {
        #expect(problems(production("31-a", source: nil)) == [.noSource("31-a")])
        #expect(problems(production("31-a", source: "  ")) == [.noSource("31-a")])
        #expect(problems(production("31-a", source: "the reliability chapter")) == [.badSource("31-a", "the reliability chapter")])
        #expect(problems(production("31-a", source: "002_e37040c66d77c063.txt — 8. Retry Policies")) == [.badSource("31-a", "002_e37040c66d77c063.txt — 8. Retry Policies")])
        #expect(problems(production("31-a", source: "002.txt — 8. Retry Policies")) == [.badSource("31-a", "002.txt — 8. Retry Policies")])
    }

    @Test func itMustSayWhichReportsItFixesAndAnEmptyListNeedsAFollowUp() {
        #expect(problems(production("31-a", reports: nil)) == [.noReports("31-a")])
        #expect(problems(production("31-a", reports: [])) == [.noReportWithoutFollowUp("31-a")])
        #expect(problems(production("28-a", source: "the original write-up — follow-up: a user searches for c++", reports: [])) == [])
        #expect(problems(production("31-a", reports: [3, 9])) == [.reportOutOfRange("31-a", 3), .reportOutOfRange("31-a", 9)])
    }

    @Test func otherGradesNeedNoneOfItButWhatTheyGiveIsChecked() {
        let plain = Catalog(exercises: [exercise("08-a", defects: [1])], grades: [Grade(grade: 2, title: "Fix", redAsShipped: .namesItsDefect)])
        #expect(plain.problems(in: folders(for: plain.exercises)) == [])
        let sourced = exercise("08-a", defects: [1], source: "somewhere", reports: [1])
        let checked = Catalog(exercises: [sourced], grades: [Grade(grade: 2, title: "Fix", redAsShipped: .namesItsDefect)])
        #expect(checked.problems(in: folders(for: [sourced])) == [.badSource("08-a", "somewhere"), .reportOutOfRange("08-a", 1)])
    }

    @Test func aScoreboardIsOfDefectsOrOfTheScenariosListed() {
        #expect(problems(production("41-a", scoreboard: "scenarios")) == [])
        #expect(problems(production("41-a", scoreboard: "scenario")) == [.unknownScoreboard("41-a", "scenario")])
        let noScenarios = exercise("41-a", grade: 4, defects: [], scoreboard: "scenarios", source: "the reliability chapter — 9. Rate Limits", reports: [7])
        #expect(problems(noScenarios) == [.noScenarioToName("41-a", grade: 4), .scoreboardWithoutScenarios("41-a")])
    }

    @Test func theSourcesFileAndSectionAreRead() throws {
        let reference = try #require(SourceReference("the reliability chapter — 8. Retry Policies"))
        #expect(reference.document == .reliabilityChapter && reference.section == "8. Retry Policies")
        // A file name a learner cannot open, or a document the kata was not built from, is refused.
        #expect(SourceReference("002_e37040c66d77c063.txt — 8. Retry Policies") == nil)
        #expect(SourceReference("a blog I read — part 2") == nil)
        #expect(reference.document.rawValue == "the reliability chapter" && !reference.namesAFollowUp)
        #expect(SourceReference("the original write-up — Follow-up: c++")?.namesAFollowUp == true)
        #expect(SourceReference("the original write-up — ") == nil)
    }
}

@Suite struct CatalogLookupTests {
    // Numbers come from the folder names, so 02 is missing here, as when an exercise is removed.
    let catalog = Catalog(exercises: [exercise("01-trace-a-timeout"), exercise("03-trace-a-200"), exercise("08-fix-try-bang")], grades: testGrades)

    @Test func aNumberIsTheFolderPrefixNotThePlaceInTheList() throws {
        #expect(try catalog.find("8").name == "08-fix-try-bang")
        #expect(try catalog.find("08").name == "08-fix-try-bang")
        #expect(try catalog.find("3").name == "03-trace-a-200")
        #expect(catalog.exercises[2].number == 8)
    }

    @Test func aNumberNoFolderHasIsAnErrorThatNamesTheFolder() {
        #expect(throws: CatalogError.noSuchNumber(2)) { try catalog.find("2") }
        #expect(throws: CatalogError.noSuchNumber(0)) { try catalog.find("0") }
        #expect(CatalogError.noSuchNumber(2).description
            == "there is no exercise 2 (no folder Exercises/02-…): `swift run -q kata list` shows them")
    }

    @Test func aUniquePartOfANameFindsTheExercise() throws {
        #expect(try catalog.find("try-bang").name == "08-fix-try-bang")
        #expect(throws: CatalogError.noMatch("spinner", suggestion: nil)) { try catalog.find("spinner") }
    }

    @Test func aMistypedNameIsAnsweredWithTheClosestOne() {
        // A swapped pair, a missing letter, a wrong one: each one exercise's name, nearly.
        for typo in ["try-bnag", "try-bng", "tryibang", "TRY-BANG-"] {
            #expect(throws: CatalogError.noMatch(typo, suggestion: "08-fix-try-bang")) { try catalog.find(typo) }
        }
        #expect(CatalogError.noMatch("try-bnag", suggestion: "08-fix-try-bang").description
            == "no exercise is called \"try-bnag\": did you mean 08-fix-try-bang?")
        // Nothing near, or two as near as each other: no guess.
        #expect(throws: CatalogError.noMatch("spinner", suggestion: nil)) { try catalog.find("spinner") }
        #expect(throws: CatalogError.noMatch("trace-a-3", suggestion: nil)) { try catalog.find("trace-a-3") }
    }

    @Test func anAmbiguousPartIsAnError() {
        #expect(throws: CatalogError.ambiguous("trace", ["01-trace-a-timeout", "03-trace-a-200"])) {
            try catalog.find("trace")
        }
    }

    @Test func theCurrentExerciseIsTheFirstNotDone() throws {
        #expect(catalog.current(Progress()).map(\.name) == "01-trace-a-timeout")
        #expect(catalog.current(try Progress.parse("01-trace-a-timeout\n", file: "p")).map(\.name) == "03-trace-a-200")
        #expect(catalog.current(try Progress.parse(catalog.exercises.map(\.name).joined(separator: "\n"), file: "p")) == nil)
    }
}

@Suite struct CatalogFileTests {
    static let entry = #"{"name": "01-a", "grade": 1, "title": "T", "defects": [], "files": ["A.swift"], "tests": ["Tests/T.swift"]"#

    static let grades = #"{"grades": [{"grade": 1, "title": "Trace", "redAsShipped": "notImplemented"}], "exercises": "#

    @Test func whatAnEntryLeavesOutIsFoundInTheFolders() throws {
        // The answers' files are the ones to edit; the tests are the exercise's Tests/ folder.
        let json = #"\#(Self.grades)[{"name": "01-a", "grade": 1, "title": "T", "hints": ["Look.", "Why."]}]}"#
        let folders = FolderListing(
            // Scratch.swift, a file of the learner's own, has no answer: it is no file to edit.
            exercises: ["01-a": ["B.swift", "A.swift", "Scratch.swift", "Tests/T.swift", "Tests/Helper.swift"]],
            solutions: ["01-a": ["B.swift", "A.swift"]])
        let derived = try Catalog.parse(Data(json.utf8), folders: folders).exercises[0]
        #expect(derived.files == ["A.swift", "B.swift"] && derived.tests == ["Tests/Helper.swift", "Tests/T.swift"] && derived.defects == [])
        // A copy of the tests among the answers is no file to edit: the metadata check reports it.
        let copied = FolderListing(exercises: folders.exercises, solutions: ["01-a": ["A.swift", "Tests/T.swift"]])
        #expect(try Catalog.parse(Data(json.utf8), folders: copied).exercises[0].files == ["A.swift"])
        // What the entry gives wins, in its order.
        let given = #"\#(Self.grades)[{"name": "01-a", "grade": 1, "title": "T", "hints": ["Look.", "Why."], "files": ["B.swift", "A.swift"], "tests": ["Tests/T.swift"], "defects": [9]}]}"#
        let stated = try Catalog.parse(Data(given.utf8), folders: folders).exercises[0]
        #expect(stated.files == ["B.swift", "A.swift"] && stated.tests == ["Tests/T.swift"] && stated.defects == [9])
    }

    @Test func anObjectDeclaresItsGradesAndHintsComeInSteps() throws {
        let json = """
            {"grades": [{"grade": 1, "title": "Trace", "redAsShipped": "notImplemented"},
                        {"grade": 2, "title": "Fix one defect", "redAsShipped": "namesItsDefect"}],
             "exercises": [\(Self.entry), "hints": ["Look.", "Why.", "`x = 1`"]}]}
            """
        let catalog = try Catalog.parse(Data(json.utf8))
        #expect(catalog.grades.map(\.redAsShipped) == [.notImplemented, .namesItsDefect])
        #expect(catalog.exercises[0].hints.count == 3)
        #expect(catalog.title(ofGrade: 2) == "Fix one defect" && catalog.title(ofGrade: 4) == "Grade 4")
    }

    @Test func aProductionExerciseGivesItsScenariosSourceAndReports() throws {
        let json = """
            {"grades": [{"grade": 4, "title": "Production", "redAsShipped": "namesItsScenario"}],
             "exercises": [\(Self.entry), "hints": ["Look.", "Why.", "Code."], "scenarios": ["query.plus-is-encoded"],
                           "source": "the original write-up — follow-up: c++", "reports": []}]}
            """
        let catalog = try Catalog.parse(Data(json.utf8))
        #expect(catalog.grades == [Grade(grade: 4, title: "Production", redAsShipped: .namesItsScenario)])
        #expect(catalog.exercises[0].scenarios == ["query.plus-is-encoded"] && catalog.exercises[0].reports == [])
        #expect(catalog.exercises[0].source == "the original write-up — follow-up: c++")
        // Without them, an exercise of another grade reads as before.
        let plain = try Catalog.parse(Data("\(Self.grades)[\(Self.entry), \"hints\": [\"Look.\", \"Why.\"]}]}".utf8)).exercises[0]
        #expect(plain.scenarios == [] && plain.source == nil && plain.reports == nil)
    }

    @Test func theFirstExerciseOfAGradeSaysWhatChanges() throws {
        let grades = [
            Grade(grade: 3, title: "Rewrite", redAsShipped: .notImplemented),
            Grade(grade: 4, title: "Production", redAsShipped: .namesItsScenario),
        ]
        let catalog = Catalog(
            exercises: [exercise("27-a", grade: 3), production("28-b"), production("29-c")], grades: grades)
        let start = try #require(catalog.gradeStarting(at: catalog.exercises[1]))
        #expect(start.hasPrefix("Grade 4 · Production begins: time is injected now (a manual clock"))
        #expect(catalog.gradeStarting(at: catalog.exercises[0]) == nil, "the very first exercise starts no new step")
        #expect(catalog.gradeStarting(at: catalog.exercises[2]) == nil, "the second exercise of a grade is not its start")
    }

    @Test(arguments: [
        ("\(grades)[\(entry)}]}", "Exercises/exercises.json is not valid exercise metadata (exercises[0] has no \"hints\")"),
        // One hint string, the format before hints came in steps, is no list of steps.
        // The decoder's own words after the path differ between Linux and macOS.
        ("\(grades)[\(entry), \"hints\": \"Look.\"}]}", "Exercises/exercises.json is not valid exercise metadata (at exercises[0].hints: "),
        // A plain list of exercises, the format before grades were declared.
        ("[\(entry), \"hints\": [\"Look.\", \"Why.\"]}]", "Exercises/exercises.json is not valid exercise metadata (at the top level: "),
        ("{\"exercises\": []}", "Exercises/exercises.json is not valid exercise metadata (the top level has no \"grades\")"),
        ("{\"grades\": [{\"grade\": 1, \"title\": \"T\", \"redAsShipped\": \"maybe\"}], \"exercises\": []}",
         "Exercises/exercises.json is not valid exercise metadata (at grades[0].redAsShipped: "),
    ])
    func metadataThatDoesNotDecodeSaysWhereInOneLine(json: String, message: String) {
        #expect {
            try Catalog.parse(Data(json.utf8))
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix(message) && text.hasSuffix(": fix it, or put it back as committed with `git checkout -- Exercises/exercises.json`")
                && !text.contains("\n")
        }
    }

    @Test func textThatIsNotJSONSaysTheLine() {
        #expect {
            try Catalog.parse(Data("[\n  {\"name\": \"01-a\",\n   oops}]".utf8))
        } throws: { error in
            guard case .malformed(_, let why) = error as? CatalogError else { return false }
            return why.hasPrefix("not JSON: ") && why.contains("line 3")
        }
    }

    @Test func metadataThatIsNotUTF8IsAnErrorOfItsOwn() {
        #expect(throws: CatalogError.notUTF8(Catalog.metadataPath)) { try Catalog.parse(Data([0x5B, 0xFF, 0xFE, 0x5D])) }
    }
}
