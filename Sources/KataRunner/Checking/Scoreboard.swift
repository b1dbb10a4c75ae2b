import Foundation

/// The capstone's verdict, one line a defect: which of the sixteen are fixed, what the first
/// failing check of each says, and which to work on next.
struct Scoreboard {
    let report: TestReport
    let defects: [DefectTitles.Entry]

    /// The issues of each defect, read from the messages themselves ("Defect 9 — …: …"), so
    /// the board does not depend on how the test names its cases.
    var issuesByDefect: [Int: [String]] {
        var found: [Int: [String]] = [:]
        for message in report.tests.flatMap(\.issues).map(\.message) {
            if let number = Self.defectNumber(in: message) { found[number, default: []].append(message) }
        }
        return found
    }

    /// Issues that name no defect: a test that could not run, a crash of the test program.
    var otherIssues: [String] {
        report.tests.flatMap { test in
            test.issues.filter { Self.defectNumber(in: $0.message) == nil }.map { "\(test.name): \($0.message)" }
        }
    }

    var fixedCount: Int { defects.filter { issuesByDefect[$0.number] == nil }.count }

    func print(label: String, style: Style) {
        let issues = issuesByDefect
        Swift.print(style.red("✘ \(label): \(fixedCount) of \(defects.count) defects fixed."))
        for defect in defects {
            let number = String(defect.number).leftPadded(to: 2)
            if let first = issues[defect.number]?.first {
                let detail = TestReport.shortened(Self.withoutHeadline(first).split(separator: "\n").first.map(String.init) ?? "")
                Swift.print("  \(number) \(style.red("✘")) \(defect.title): \(detail)")
            } else {
                Swift.print("  \(number) \(style.green("✔")) \(defect.title)")
            }
        }
        for other in otherIssues { Swift.print("  also: " + TestReport.shortened(other)) }
        if let next = defects.first(where: { issues[$0.number] != nil }) {
            Swift.print("  Next: defect \(next.number), \(next.title). Read \(next.page)")
        }
    }

    /// 9 for "Defect 9 — the spinner spins forever: …".
    static func defectNumber(in message: String) -> Int? {
        guard let match = message.firstMatch(of: #/^Defect (\d+) — /#) else { return nil }
        return Int(match.1)
    }

    private static func withoutHeadline(_ message: String) -> String {
        guard let colon = message.range(of: ": ") else { return message }
        return String(message[colon.upperBound...])
    }
}

/// The sixteen defects' numbers and titles, read from the first line of their pages in
/// `docs/defects/` ("# Defect 9 — the spinner spins forever").
enum DefectTitles {
    struct Entry: Equatable {
        let number: Int
        let title: String
        /// The page, as a path to type.
        let page: String
    }

    static func load(from layout: Layout) -> [Entry] {
        let folder = layout.root.appending(path: "docs/defects")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            guard name.first?.isNumber == true, name.hasSuffix(".md"),
                let text = try? String(contentsOf: folder.appending(path: name), encoding: .utf8),
                let heading = text.split(separator: "\n").first,
                let match = heading.firstMatch(of: #/^# Defect (\d+) — (.+)$/#), let number = Int(match.1)
            else { return nil }
            return Entry(number: number, title: String(match.2), page: "docs/defects/\(name)")
        }
    }
}
