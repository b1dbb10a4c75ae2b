import Foundation
import KataUtilities
import Testing

@testable import KataRunner

/// The source documents are cited by the titles `docs/sources.md` gives them, never by a file
/// name no learner can open.
@Suite struct SourcesPageTests {
    static let root = BuildPaths.packageRoot

    @Test func theSourcesPageDescribesEveryDocumentTheMetadataMayCite() throws {
        let page = try String(contentsOf: Self.root.appending(path: SourceDocument.page), encoding: .utf8)
        let cited = page.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| the ") else { return nil }
            return line.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(cited == SourceDocument.allCases.map(\.rawValue), "docs/sources.md's first column and SourceDocument differ")
    }

    @Test func noPageExerciseOrHintNamesASourceByItsFileName() throws {
        let fileName = #/\d{3}_[0-9a-f]{16}\.txt/#
        var texts = ["README.md", "Exercises/exercises.json"]
        for folder in ["docs", "Exercises", "Solutions"] {
            let walker = FileManager.default.enumerator(atPath: Self.root.appending(path: folder).path)
            while let path = walker?.nextObject() as? String {
                guard !path.hasPrefix(".build"), path.hasSuffix(".md") || path.hasSuffix(".swift") else { continue }
                texts.append("\(folder)/\(path)")
            }
        }
        #expect(texts.count > 100, "read only \(texts.count) files: is the walk still right?")
        let naming = try texts.filter { path in
            try String(contentsOf: Self.root.appending(path: path), encoding: .utf8).contains(fileName)
        }
        #expect(naming.isEmpty, "these cite a source document by a file name no learner has: \(naming); cite it by its title (docs/sources.md)")
    }
}
