import DefectScenarios
import Foundation
import KataTestSupport
import Testing
import KataUtilities

/// `docs/interview-prompt.md` shows `Sources/Broken` as an iOS codebase has it. It may differ from
/// the kata's files only by the rows of the "differences" table, which lives in `docs/interview.md`
/// (the prompt page goes to the candidate, and links to nothing of the interviewer's); anything
/// else, such as a line fixed on the page but not in the code, fails here.
@Suite("The interview prompt page")
struct InterviewPromptTests {
    static let pagePath = "docs/interview-prompt.md"
    /// The interviewer's guide, which holds the differences table.
    static let guidePath = "docs/interview.md"

    static func realPage() throws -> String {
        try String(contentsOf: BuildPaths.packageRoot.appendingPathComponent(pagePath), encoding: .utf8)
    }

    static func realGuide() throws -> String {
        try String(contentsOf: BuildPaths.packageRoot.appendingPathComponent(guidePath), encoding: .utf8)
    }

    static func brokenFile(_ path: String) throws -> String {
        try String(contentsOf: BuildPaths.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("Every file of Sources/Broken is on the page, and none differs beyond the listed rows")
    func pageMatchesBroken() throws {
        let page = try PromptPage(try Self.realPage(), differencesFrom: try Self.realGuide())
        #expect(!page.differences.isEmpty, "docs/interview.md has no differences table")
        let sources = try FileManager.default.contentsOfDirectory(
            atPath: BuildPaths.packageRoot.appendingPathComponent("Sources/Broken").path)
            .filter { $0.hasSuffix(".swift") }.map { "Sources/Broken/\($0)" }
        #expect(Set(page.blocks.map(\.source)) == Set(sources), "the page must show each file of Sources/Broken once")
        let problems = try page.problems(reading: Self.brokenFile)
        #expect(problems.isEmpty, "docs/interview-prompt.md is out of step with Sources/Broken:\n\(problems.joined(separator: "\n"))")
    }

    @Test("The page a candidate gets links to nothing, and keeps no note for the interviewer")
    func pageLinksToNoAnswer() throws {
        let page = try Self.realPage()
        #expect(!page.contains("]("), "the prompt page links somewhere; a candidate must not reach the answers from it")
        #expect(!page.contains("For the interviewer"))
        #expect(!page.contains("<!-- differences:"), "the differences table belongs in docs/interview.md")
    }

    @Test("The page reads like an iOS codebase: no Linux stand-ins, no public, storyboard outlets")
    func pageHasNoKataNoise() throws {
        let code = try PromptPage(try Self.realPage(), differencesFrom: try Self.realGuide()).blocks.map(\.code).joined(separator: "\n")
        for noise in ["UIKitStandIn", "canImport", "FoundationNetworking", "public ", "= UILabel()"] {
            #expect(!code.contains(noise), "the prompt's code still says \(noise)")
        }
        #expect(code.contains("import UIKit\n"))
        #expect(code.contains("@IBOutlet weak var nameLabel: UILabel!"))
    }

    // The wrong answers this check must refuse, tried on a copy of the page in memory.

    /// What the check reports for the page with `old` replaced by `new`.
    static func problems(replacing old: String, with new: String) throws -> [String] {
        let page = try realPage()
        try #require(page.contains(old), "the page no longer holds \(old)")
        return try PromptPage(page.replacingOccurrences(of: old, with: new), differencesFrom: try realGuide())
            .problems(reading: brokenFile)
    }

    /// What the check reports for the guide's differences table with `old` replaced by `new`.
    static func problems(replacingInTable old: String, with new: String) throws -> [String] {
        let guide = try realGuide()
        try #require(guide.contains(old), "the guide no longer holds \(old)")
        return try PromptPage(try realPage(), differencesFrom: guide.replacingOccurrences(of: old, with: new))
            .problems(reading: brokenFile)
    }

    @Test("A statement changed on the page only is reported, with both versions")
    func aFixOnThePageOnlyIsRefused() throws {
        let problems = try Self.problems(replacing: "let users = try! decoder", with: "let users = try? decoder")
        #expect(problems == [
            "Sources/Broken/APIClient.swift, statement 27: the page says `let users = try? decoder.decode([User].self, from: data!)`, the code (after the listed differences) says `let users = try! decoder.decode([User].self, from: data!)`",
        ])
    }

    @Test("A statement left off the page is reported")
    func aMissingStatementIsRefused() throws {
        let problems = try Self.problems(replacing: "            guard let data = data else { return }\n", with: "")
        #expect(problems.count == 1)
        #expect(problems.first?.contains("statement 12: the page says `let decoder = JSONDecoder()`, the code (after the listed differences) says `guard let data = data else { return }`") == true)
    }

    @Test("A difference the page does not list is reported")
    func anUnlistedDifferenceIsRefused() throws {
        let problems = try Self.problems(replacingInTable: "| `import UIKitStandIn` | `import UIKit` |\n", with: "")
        #expect(problems == [
            "Sources/Broken/ProfileViewController.swift, statement 1: the page says `import UIKit`, the code (after the listed differences) says `import UIKitStandIn`",
        ])
    }

    @Test("A listed difference the code no longer has is reported")
    func aStaleDifferenceIsRefused() throws {
        let problems = try Self.problems(
            replacingInTable: "| `public` | left out |\n", with: "| `public` | left out |\n| `open class` | `class` |\n")
        #expect(problems == ["the differences table lists `open class`, which no file of Sources/Broken contains"])
    }
}

/// The parts the test compares: the prompt page's code blocks and the guide's differences table.
struct PromptPage {
    struct Block {
        let source: String
        let code: String
    }

    struct Difference {
        let from: [String]
        let to: String
    }

    let blocks: [Block]
    let differences: [Difference]

    init(_ text: String, differencesFrom guide: String) throws {
        let blockPattern = try NSRegularExpression(
            pattern: #"<!-- same statements as: (\S+) -->\n```swift\n(.*?)^```"#, options: [.dotMatchesLineSeparators, .anchorsMatchLines])
        blocks = Self.matches(blockPattern, in: text).map { Block(source: $0[0], code: $0[1]) }
        let table = guide.components(separatedBy: "<!-- differences:").dropFirst().first ?? ""
        // The table right after the marker, up to its first line that is not a row: the guide has more tables.
        let rows = table.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            .prefix { $0.hasPrefix("|") }.dropFirst(2)
        let span = try NSRegularExpression(pattern: "`([^`]+)`")
        differences = rows.map { row in
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            let from = Self.matches(span, in: cells[1]).map { $0[0] }
            let to = Self.matches(span, in: cells[2]).first?[0] ?? ""
            return Difference(from: from, to: to)
        }
    }

    /// What differs, one line each; empty when the page is in step with the code.
    func problems(reading read: (String) throws -> String) throws -> [String] {
        var problems: [String] = []
        var used = Set<String>()
        for block in blocks {
            var code = try read(block.source)
            for difference in differences {
                for from in difference.from where code.contains(from) {
                    used.insert(from)
                    code = code.replacingOccurrences(of: from, with: difference.to)
                }
            }
            let expected = Self.statements(code)
            let shown = Self.statements(block.code)
            if let index = zip(shown, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
                problems.append("\(block.source), statement \(index + 1): the page says `\(shown[index])`, the code (after the listed differences) says `\(expected[index])`")
            } else if shown.count != expected.count {
                problems.append("\(block.source): the page has \(shown.count) statements, the code \(expected.count)")
            }
        }
        for from in differences.flatMap(\.from) where !used.contains(from) {
            problems.append("the differences table lists `\(from)`, which no file of Sources/Broken contains")
        }
        return problems
    }

    /// Non-blank lines with their spacing collapsed: what a reader compares.
    static func statements(_ code: String) -> [String] {
        code.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }.filter { !$0.isEmpty }
    }

    private static func matches(_ regex: NSRegularExpression, in text: String) -> [[String]] {
        regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
        }
    }
}
