/// What is wrong with the exercise metadata or the folders it describes. The runner refuses to
/// verify a catalog with problems, so a typo in the metadata cannot hide an exercise.
enum CatalogProblem: Equatable, CustomStringConvertible {
    case empty
    case duplicateName(String)
    case badName(String)
    case outOfOrder(String)
    case badGrade(String, Int, declared: [Int])
    case duplicateGrade(Int)
    case duplicateNumber(String, Int)
    case duplicateSlug(String, String)
    case noDefectToName(String, grade: Int)
    case noScenarioToName(String, grade: Int)
    case badScenarioID(String, String)
    case duplicateScenario(String, String)
    case noSource(String)
    case badSource(String, String)
    case noReports(String)
    case noReportWithoutFollowUp(String)
    case reportOutOfRange(String, Int)
    case unknownScoreboard(String, String)
    case scoreboardWithoutScenarios(String)
    case tooFewHintSteps(String, Int)
    case codeInHint(String, step: Int, of: Int, code: String)
    case defectOutOfRange(String, Int)
    case missingText(String, field: String)
    case noFiles(String)
    case missingFile(String, path: String)
    case unknownFile(String, path: String)
    case folderWithoutMetadata(String)
    case notInPackageManifest(String)
    case testOutsideTestsFolder(String, path: String)
    case noReview(String, grade: Int)
    case reviewOutsideItsGrade(String, grade: Int)
    case reviewShape(String)

    var description: String {
        switch self {
        case .empty: "the metadata lists no exercises"
        case .duplicateName(let name): "\(name): listed more than once"
        case .badName(let name): "\(name): a name starts with two digits and a dash, like 01-trace-a-timeout"
        case .outOfOrder(let name): "\(name): the list must be in the order the folder names sort"
        case .badGrade(let name, let grade, let declared):
            "\(name): grade \(grade) is not one of the grades declared (\(declared.map(String.init).joined(separator: ", ")))"
        case .duplicateGrade(let grade): "grade \(grade) is declared more than once"
        case .duplicateNumber(let name, let number): "\(name): another exercise has the number \(number)"
        case .duplicateSlug(let name, let slug):
            "\(name): another exercise is also called \(slug) after its number, so progress could not tell them apart"
        case .noDefectToName(let name, let grade):
            "\(name): grade \(grade)'s exercises must fail naming their defect, and this one lists no defect"
        case .noScenarioToName(let name, let grade):
            "\(name): grade \(grade)'s exercises must fail naming one of their scenarios, and this one lists none in \"scenarios\""
        case .badScenarioID(let name, let id):
            "\(name): \"\(id)\" is not a scenario id; ids read policy.what, like retry-table.unkeyed-writes"
        case .duplicateScenario(let name, let id): "\(name): the scenario \(id) is listed more than once"
        case .noSource(let name):
            "\(name): give its \"source\", \"<document> — <section>\" of the source document it comes from (\(SourceDocument.page))"
        case .badSource(let name, let source):
            "\(name): the source \"\(source)\" must read \"<document> — <section>\", like \"the reliability chapter — 8. Retry Policies\", the document one of \(SourceDocument.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")) (\(SourceDocument.page))"
        case .noReports(let name):
            "\(name): give the production \"reports\" it fixes (docs/reports.md, part two), or [] for a follow-up with no report"
        case .noReportWithoutFollowUp(let name):
            "\(name): it fixes no report, so its source must name the follow-up it comes from (\"… — follow-up: …\")"
        case .reportOutOfRange(let name, let report): "\(name): report \(report) is outside 4…8, the production reports"
        case .unknownScoreboard(let name, let kind): "\(name): the scoreboard \"\(kind)\" is neither \"defects\" nor \"scenarios\""
        case .scoreboardWithoutScenarios(let name): "\(name): a scoreboard of scenarios needs the \"scenarios\" to show"
        case .tooFewHintSteps(let name, let count):
            "\(name): \(count) hint step\(count == 1 ? "" : "s"); give two or more, a nudge first and code only in the last"
        case .codeInHint(let name, let step, let count, let code):
            "\(name): hint \(step) of \(count) shows code (\(code)); only the last step may, the others say where to look and why"
        case .defectOutOfRange(let name, let defect): "\(name): defect \(defect) is outside 1…16"
        case .missingText(let name, let field): "\(name): \(field) is empty"
        case .noFiles(let name):
            "\(name): no file to edit (one with an answer in Solutions/\(name)/) or no test (in Exercises/\(name)/Tests/)"
        case .missingFile(let name, let path): "\(name): \(path) is listed but missing"
        case .unknownFile(let name, let path):
            "\(name): \(path) is neither a test (in Tests/) nor a file with an answer in Solutions/\(name)/"
        case .folderWithoutMetadata(let folder): "\(folder): a folder with no entry in the metadata"
        case .notInPackageManifest(let name):
            "\(name): no test target in Exercises/Package.swift: add `ExerciseFolder(name: \"\(name)\"),` to exerciseFolders"
        case .noReview(let name, let grade):
            "\(name): grade \(grade)'s exercises are reviews, and this one has no \"review\": {\"signals\": …, \"pass\": \"at least N of M: why\"}"
        case .reviewOutsideItsGrade(let name, let grade):
            "\(name): it has a \"review\", but grade \(grade) is not a grade of reviews (\"redAsShipped\": \"emptyReview\")"
        case .reviewShape(let name):
            "\(name): a review exercise has one file, the review (a .md file), and no tests"
        case .testOutsideTestsFolder(let name, let path):
            "\(name): the test \(path) must be in the exercise's Tests/ folder, which Package.swift compiles with either folder"
        }
    }
}

/// The folders the metadata is checked against, and fills in what an entry leaves out: file
/// names by exercise folder.
struct FolderListing: Equatable, Sendable {
    var exercises: [String: Set<String>]
    var solutions: [String: Set<String>]
    /// The exercises `Package.swift` makes a test target for, by name.
    var exercisesInManifest: Set<String> = []

    /// Where `Catalog.parse` hands the listing to `Exercise.init(from:)`.
    static let userInfoKey = CodingUserInfoKey(rawValue: "FolderListing")!
}

extension Catalog {
    /// Every problem with the metadata, checked against the folders on disk.
    func problems(in folders: FolderListing) -> [CatalogProblem] {
        var problems: [CatalogProblem] = exercises.isEmpty ? [.empty] : []
        let gradeNumbers = grades.map(\.grade)
        for grade in Set(gradeNumbers).sorted() where gradeNumbers.filter({ $0 == grade }).count > 1 {
            problems.append(.duplicateGrade(grade))
        }
        var seen: Set<String> = []
        var numbers: Set<Int> = []
        var slugs: Set<String> = []
        for (index, exercise) in exercises.enumerated() {
            let name = exercise.name
            if seen.insert(name).inserted {
                if let number = exercise.number, !numbers.insert(number).inserted { problems.append(.duplicateNumber(name, number)) }
                if !slugs.insert(exercise.slug).inserted { problems.append(.duplicateSlug(name, exercise.slug)) }
            } else {
                problems.append(.duplicateName(name))
            }
            if !Self.isWellFormed(name) { problems.append(.badName(name)) }
            if index > 0, exercises[index - 1].name >= name, exercises[index - 1].name != name {
                problems.append(.outOfOrder(name))
            }
            if let grade = grades.first(where: { $0.grade == exercise.grade }) {
                if grade.redAsShipped == .namesItsDefect, exercise.defects.isEmpty {
                    problems.append(.noDefectToName(name, grade: grade.grade))
                }
                problems += sourceProblems(exercise, required: grade.redAsShipped == .namesItsScenario)
                if grade.redAsShipped == .emptyReview, exercise.review == nil { problems.append(.noReview(name, grade: grade.grade)) }
                if grade.redAsShipped != .emptyReview, exercise.review != nil {
                    problems.append(.reviewOutsideItsGrade(name, grade: grade.grade))
                }
            } else {
                problems.append(.badGrade(name, exercise.grade, declared: gradeNumbers))
            }
            for defect in exercise.defects where !(1...16).contains(defect) {
                problems.append(.defectOutOfRange(name, defect))
            }
            problems += scenarioProblems(exercise)
            if exercise.title.isEmpty { problems.append(.missingText(name, field: "title")) }
            problems += hintProblems(exercise)
            if exercise.review != nil {
                // Scored, not compiled: no tests, and no target in Exercises/Package.swift.
                if exercise.files.count != 1 || !exercise.files[0].hasSuffix(".md") || !exercise.tests.isEmpty {
                    problems.append(.reviewShape(name))
                }
            } else {
                if exercise.files.isEmpty || exercise.tests.isEmpty { problems.append(.noFiles(name)) }
                if !folders.exercisesInManifest.contains(name) { problems.append(.notInPackageManifest(name)) }
            }
            problems += fileProblems(exercise, folders)
        }
        for folder in Set(folders.exercises.keys).union(folders.solutions.keys).sorted() where !seen.contains(folder) {
            problems.append(.folderWithoutMetadata(folder))
        }
        return problems
    }

    /// The scenario ids, and the scoreboard that shows them.
    private func scenarioProblems(_ exercise: Exercise) -> [CatalogProblem] {
        let name = exercise.name
        var problems: [CatalogProblem] = []
        var seen: Set<String> = []
        for id in exercise.scenarios {
            if id.wholeMatch(of: /[a-z0-9]+(-[a-z0-9]+)*\.[a-z0-9]+(-[a-z0-9]+)*/) == nil { problems.append(.badScenarioID(name, id)) }
            if !seen.insert(id).inserted { problems.append(.duplicateScenario(name, id)) }
        }
        switch exercise.scoreboard {
        case nil, "defects": break
        case "scenarios": if exercise.scenarios.isEmpty { problems.append(.scoreboardWithoutScenarios(name)) }
        case let kind?: problems.append(.unknownScoreboard(name, kind))
        }
        return problems
    }

    /// Where the exercise comes from and what it fixes: required of a grade whose exercises name
    /// their scenarios, checked wherever given.
    private func sourceProblems(_ exercise: Exercise, required: Bool) -> [CatalogProblem] {
        let name = exercise.name
        var problems: [CatalogProblem] = []
        if required, exercise.scenarios.isEmpty { problems.append(.noScenarioToName(name, grade: exercise.grade)) }
        let source = exercise.source?.trimmingCharacters(in: .whitespacesAndNewlines)
        if let source, !source.isEmpty {
            if SourceReference(source) == nil { problems.append(.badSource(name, source)) }
        } else if required || exercise.source != nil {
            problems.append(.noSource(name))
        }
        guard let reports = exercise.reports else { return required ? problems + [.noReports(name)] : problems }
        for report in reports where !(4...8).contains(report) { problems.append(.reportOutOfRange(name, report)) }
        if reports.isEmpty, let reference = source.flatMap(SourceReference.init), !reference.namesAFollowUp {
            problems.append(.noReportWithoutFollowUp(name))
        }
        return problems
    }

    /// Hints in steps, code only in the last.
    private func hintProblems(_ exercise: Exercise) -> [CatalogProblem] {
        let name = exercise.name
        var problems: [CatalogProblem] = []
        for (index, step) in exercise.hints.enumerated() where step.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            problems.append(.missingText(name, field: "hint step \(index + 1)"))
        }
        if exercise.hints.count < 2 { return problems + [.tooFewHintSteps(name, exercise.hints.count)] }
        for (index, step) in exercise.hints.dropLast().enumerated() {
            if let code = HintCode.code(in: step) {
                problems.append(.codeInHint(name, step: index + 1, of: exercise.hints.count, code: code))
            }
        }
        return problems
    }

    private func fileProblems(_ exercise: Exercise, _ folders: FolderListing) -> [CatalogProblem] {
        let name = exercise.name
        let inExercise = folders.exercises[name] ?? []
        let inSolution = folders.solutions[name] ?? []
        var problems: [CatalogProblem] = []
        for file in exercise.files + exercise.tests where !inExercise.contains(file) {
            problems.append(.missingFile(name, path: "Exercises/\(name)/\(file)"))
        }
        for file in exercise.files where !inSolution.contains(file) {
            problems.append(.missingFile(name, path: "Solutions/\(name)/\(file)"))
        }
        for file in exercise.tests where !file.hasPrefix("Tests/") {
            problems.append(.testOutsideTestsFolder(name, path: file))
        }
        for file in inExercise.subtracting(exercise.files + exercise.tests).sorted() {
            problems.append(.unknownFile(name, path: "Exercises/\(name)/\(file)"))
        }
        for file in inSolution.subtracting(exercise.files).sorted() {
            problems.append(.unknownFile(name, path: "Solutions/\(name)/\(file)"))
        }
        return problems
    }

    private static func isWellFormed(_ name: String) -> Bool {
        let characters = Array(name)
        return characters.count > 3 && characters[0].isNumber && characters[1].isNumber && characters[2] == "-"
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    }
}
