import DefectScenarios
import Foundation
import KataTestSupport
import Testing
import KataUtilities

/// `docs/defects/signals.json`, which `kata interview score` reads, names the defects as the
/// suite does and points at pages and headings that exist.
@Suite("The interview scorer's signals file")
struct SignalsFileTests {
    static let root = BuildPaths.packageRoot

    static func file() throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("docs/defects/signals.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("Each defect has the suite's number, title and page")
    func defectsMatchTheSuite() throws {
        let defects = try #require(try Self.file()["defects"] as? [[String: Any]])
        #expect(defects.count == Defects.all.count)
        for (entry, defect) in zip(defects, Defects.all) {
            #expect(entry["number"] as? Int == defect.number)
            #expect(entry["title"] as? String == defect.title, "defect \(defect.number)'s title differs from its scenario's")
            #expect(entry["page"] as? String == "docs/defects/" + DefectPagesTests.fileName(for: defect))
        }
    }

    @Test("Each follow-up links to a heading of the interview guide")
    func followUpLinksResolve() throws {
        let followUps = try #require(try Self.file()["followUps"] as? [[String: Any]])
        let guide = try String(contentsOf: Self.root.appendingPathComponent("docs/interview.md"), encoding: .utf8)
        let anchors = Set(guide.split(separator: "\n").filter { $0.hasPrefix("#") }.map { Self.slug(String($0)) })
        #expect(!followUps.isEmpty)
        for followUp in followUps {
            let link = try #require(followUp["link"] as? String)
            let parts = link.split(separator: "#", maxSplits: 1).map(String.init)
            #expect(parts.first == "docs/interview.md" && parts.count == 2, "\(link) must point into docs/interview.md")
            #expect(anchors.contains(parts.last ?? ""), "\(link): docs/interview.md has no such heading")
        }
    }

    @Test func theSlugIsGitHubs() {
        #expect(Self.slug("### Follow-up 11: what would you log instead of `print(error)`?")
            == "follow-up-11-what-would-you-log-instead-of-printerror")
    }

    /// A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens.
    static func slug(_ heading: String) -> String {
        heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
            .replacingOccurrences(of: " ", with: "-")
    }
}
