import DefectScenarios
import Foundation
import KataTestSupport
import Testing
import KataUtilities

/// Every defect has its page in `docs/defects/`, and what a page cites is real: the files it
/// names exist and the tests it names are the tests that pin the defect.
@Suite("The defect pages")
struct DefectPagesTests {
    static let root = BuildPaths.packageRoot

    @Test("Every defect has its page, naming both its tests", arguments: Defects.all)
    func pageExists(for defect: Defect) throws {
        let page = try #require(Self.page(for: defect), "No page docs/defects/\(Self.fileName(for: defect))")
        let number = String(format: "%02d", defect.number)

        #expect(page.contains("DefectXCTests.testDefect\(number)`"), "\(Self.fileName(for: defect)) does not name its XCTest case")
        #expect(page.contains("DefectTests.defect(_:)`, the case for defect \(defect.number)"), "\(Self.fileName(for: defect)) does not name its Swift Testing case")
        #expect(page.contains("--filter Defect\(number)"), "\(Self.fileName(for: defect)) does not give the command to run just its tests")
    }

    @Test("Every file a defect page cites exists", arguments: Defects.all)
    func citedFilesExist(for defect: Defect) throws {
        let page = try #require(Self.page(for: defect))
        let cited = Self.citedPaths(in: page)
        #expect(cited.contains { $0.hasPrefix("Sources/Broken") } && cited.contains { $0.hasPrefix("Sources/Fixed") },
                "\(Self.fileName(for: defect)) must name the broken and the fixed source file")
        let missing = cited.filter {
            !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path)
        }
        #expect(missing.isEmpty, "\(Self.fileName(for: defect)) cites files that do not exist: \(missing)")
    }

    @Test("Every test a defect page names exists", arguments: Defects.all)
    func citedTestsExist(for defect: Defect) throws {
        let page = try #require(Self.page(for: defect))
        let suites = try Self.testSources()
        let missing = Self.citedTests(in: page).filter { !suites.contains("func \($0)(") }
        #expect(missing.isEmpty, "\(Self.fileName(for: defect)) names tests that do not exist: \(missing)")
    }

    static func fileName(for defect: Defect) -> String {
        String(format: "%02d-%@.md", defect.number, defect.slug)
    }

    static func page(for defect: Defect) -> String? {
        try? String(contentsOf: root.appendingPathComponent("docs/defects/\(fileName(for: defect))"), encoding: .utf8)
    }

    /// Paths in backticks that start at a top-level folder, such as `Sources/Fixed/Profile/…`.
    static func citedPaths(in page: String) -> [String] {
        matches(of: #"`((?:Sources|Tests|Exercises|Solutions|docs)/[^`\s]+)`"#, in: page)
            .map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    /// Test methods named as `DefectXCTests.testDefect09` or `DefectTests.defect(_:)`.
    static func citedTests(in page: String) -> [String] {
        matches(of: #"Defect(?:XC)?Tests\.(testDefect\d\d|defect)\b"#, in: page)
    }

    static func testSources() throws -> String {
        let folder = root.appendingPathComponent("Tests/DefectTests")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
    }

    private static func matches(of pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
