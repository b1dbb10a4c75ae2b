import Foundation
import KataUtilities

/// Which defects cause each user report, and which contribute: defined once, in the table in
/// `docs/reports.md`, and read from there by exercise 7 and by the test that holds the other
/// docs to it.
public struct ReportMapping: Sendable, Equatable {
    public struct Report: Sendable, Equatable {
        public let number: Int
        /// What the user wrote.
        public let words: String
        /// The trace, in a line, without naming a defect.
        public let whatIsReallyGoingOn: String
        /// The report cannot happen without any one of these.
        public let causes: Set<Int>
        /// These make it worse, or hide what went wrong.
        public let contributes: Set<Int>
    }

    public let reports: [Report]

    public static let path = "docs/reports.md"

    public func report(_ number: Int) -> Report? {
        reports.first { $0.number == number }
    }

    /// The mapping in `docs/reports.md` under `root`.
    public static func load(root: URL = BuildPaths.packageRoot) throws -> ReportMapping {
        let file = root.appendingPathComponent(path)
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { throw ReportMappingError.unreadable(file.path) }
        return try parse(text)
    }

    /// Reads the table whose header names the columns `causes` and `contributes`: one row a
    /// report, its number first.
    public static func parse(_ markdown: String) throws -> ReportMapping {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let headerIndex = lines.firstIndex(where: { cells(of: $0).contains("causes") && cells(of: $0).contains("contributes") }) else {
            throw ReportMappingError.noTable
        }
        let header = cells(of: lines[headerIndex])
        let column = { (name: String) in header.firstIndex(of: name) }
        guard let words = column("the user's words"), let going = column("what is really going on"),
            let causes = column("causes"), let contributes = column("contributes")
        else { throw ReportMappingError.noTable }
        var reports: [Report] = []
        for line in lines[(headerIndex + 2)...] {
            let row = cells(of: line)
            guard line.hasPrefix("|"), row.count == header.count else { break }
            guard let number = Int(row[0]), let causeSet = numbers(row[causes]), let contributeSet = numbers(row[contributes]) else {
                throw ReportMappingError.badRow(line)
            }
            reports.append(Report(number: number, words: row[words], whatIsReallyGoingOn: row[going], causes: causeSet, contributes: contributeSet))
        }
        guard !reports.isEmpty else { throw ReportMappingError.noTable }
        return ReportMapping(reports: reports)
    }

    static func cells(of line: String) -> [String] {
        guard line.hasPrefix("|") else { return [] }
        return line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// "1, 10" as numbers; "" or "—" as none; nil when anything else is there.
    static func numbers(_ cell: String) -> Set<Int>? {
        if cell.isEmpty || cell == "—" { return [] }
        let parts = cell.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        return parts.contains(nil) ? nil : Set(parts.compactMap { $0 })
    }
}

public enum ReportMappingError: Error, CustomStringConvertible {
    case unreadable(String)
    case noTable
    case badRow(String)

    public var description: String {
        switch self {
        case .unreadable(let path): "cannot read \(path), where the reports are mapped to defects"
        case .noTable: "\(ReportMapping.path) has no table with the columns \"causes\" and \"contributes\""
        case .badRow(let line): "\(ReportMapping.path): a row of the mapping is not a report number and lists of defects: \(line)"
        }
    }
}
