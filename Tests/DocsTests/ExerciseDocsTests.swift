import DefectScenarios
import ExerciseSupport
import Foundation
import KataUtilities
import Testing

/// The docs that name exercises and reports say what the exercises and `docs/reports.md` say:
/// one mapping of reports to defects, and one list of exercises.
@Suite("Exercises and reports in the docs")
struct ExerciseDocsTests {
    static let root = BuildPaths.packageRoot

    /// For each defect, the reports it causes and the reports it contributes to, from the mapping.
    static func reportsByDefect(_ mapping: ReportMapping) -> [Int: (causes: Set<Int>, contributes: Set<Int>)] {
        var byDefect: [Int: (causes: Set<Int>, contributes: Set<Int>)] = [:]
        for defect in 1...16 {
            byDefect[defect] = (
                Set(mapping.reports.filter { $0.causes.contains(defect) }.map(\.number)),
                Set(mapping.reports.filter { $0.contributes.contains(defect) }.map(\.number)))
        }
        return byDefect
    }

    /// A cell of a table of defects: the reports in bold, and the plain ones.
    static func reports(inCell cell: String) -> (bold: Set<Int>, plain: Set<Int>) {
        let bold = Set(cell.matches(of: /\*\*(\d+)\*\*/).compactMap { Int($0.1) })
        let plain = Set(cell.replacing(/\*\*\d+\*\*/, with: "").matches(of: /\b(\d+)\b/).compactMap { Int($0.1) })
        return (bold, plain)
    }

    /// The cells of column `column` of the table in `file` whose first cell is a defect's number.
    static func defectColumn(_ column: String, in file: String) throws -> [Int: String] {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let rows = text.split(separator: "\n").map { line in
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
        }
        guard let header = rows.first(where: { $0.first == "#" && $0.contains(column) }), let index = header.firstIndex(of: column) else {
            return [:]
        }
        var cells: [Int: String] = [:]
        for row in rows where row.count == header.count {
            if let defect = Int(row[0]), (1...16).contains(defect) { cells[defect] = row[index] }
        }
        return cells
    }

    @Test func theMappingIsReadable() throws {
        let mapping = try ReportMapping.load()
        #expect(mapping.reports.map(\.number) == [1, 2, 3], "docs/reports.md maps \(mapping.reports.map(\.number))")
        for report in mapping.reports {
            #expect(!report.causes.isEmpty, "report \(report.number) has no cause")
            #expect(report.causes.isDisjoint(with: report.contributes), "report \(report.number): a defect both causes and contributes")
            #expect(report.causes.union(report.contributes).allSatisfy { (1...16).contains($0) }, "report \(report.number) names a defect outside 1…16")
        }
    }

    @Test(arguments: [("docs/interview.md", "report"), ("docs/defects/README.md", "report")])
    func theDocsUseTheOneMapping(file: String, column: String) throws {
        let mapping = Self.reportsByDefect(try ReportMapping.load())
        let cells = try Self.defectColumn(column, in: file)
        #expect(cells.count == 16, "\(file): found \(cells.count) rows of defects with a \"\(column)\" column, not 16")
        for (defect, cell) in cells.sorted(by: { $0.key < $1.key }) {
            let shown = Self.reports(inCell: cell)
            let mapped = mapping[defect]!
            #expect(
                shown.bold == mapped.causes && shown.plain == mapped.contributes,
                "\(file), defect \(defect): shows \"\(cell)\"; docs/reports.md says it causes reports \(mapped.causes.sorted()) (in bold) and contributes to \(mapped.contributes.sorted())")
        }
    }

    /// What `Exercises/exercises.json` says about an exercise, as far as the docs repeat it.
    struct Exercise: Decodable {
        let name: String
        let grade: Int
        let title: String
        /// Left out of an entry that teaches no defect.
        var defects: [Int]?
        var scoreboard: String?

        var number: Int { Int(name.prefix { $0.isNumber }) ?? 0 }

        /// How a defect page lists it under "Practise it".
        var practiseLine: String {
            let kind = scoreboard == "defects" ? "the capstone" : "grade \(grade)"
            return "- Exercise \(number), \(kind): \(title) — `Exercises/\(name)/`, `swift run -q kata check \(number)`"
        }
    }

    static func exercises() throws -> [Exercise] {
        let data = try Data(contentsOf: root.appendingPathComponent("Exercises/exercises.json"))
        struct File: Decodable { let exercises: [Exercise] }
        return try JSONDecoder().decode(File.self, from: data).exercises
    }

    /// `kata hint` shows an exercise's defects with its last step: for exercise 7, the causes alone
    /// would be the answer, so it lists every defect the mapping involves.
    @Test func exercise7ListsEveryDefectTheReportsInvolve() throws {
        let mapping = try ReportMapping.load()
        let involved = mapping.reports.reduce(Set<Int>()) { $0.union($1.causes).union($1.contributes) }
        let listed = try Self.exercises().first { $0.name.hasPrefix("07-") }?.defects
        #expect(listed == involved.sorted(), "exercise 7 lists defects \(listed ?? []); the reports involve \(involved.sorted())")
    }

    @Test("Every defect page lists the exercises that practise it", arguments: Defects.all)
    func practiseIt(defect: Defect) throws {
        let file = String(format: "docs/defects/%02d-%@.md", defect.number, defect.slug)
        let page = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
        let section = try #require(page.firstMatch(of: #/## Practise it\n\n(?s:(.*?))\n\n## /#)?.1, "\(file) has no Practise it section")
        let expected = try Self.exercises().filter { ($0.defects ?? []).contains(defect.number) }.map(\.practiseLine)
        #expect(section.split(separator: "\n").map(String.init) == expected, "\(file)'s Practise it section must list, from Exercises/exercises.json:\n\(expected.joined(separator: "\n"))")
    }
}
