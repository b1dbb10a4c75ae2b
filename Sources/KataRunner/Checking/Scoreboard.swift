import Foundation

/// A capstone's verdict, one line for each thing its tests check: which of the sixteen defects
/// are fixed (grade 3), or which production scenarios pass (grade 4); what the first failing
/// message of each says, and which to work on next.
struct Scoreboard {
    /// What the board counts.
    enum Kind: String {
        case defects, scenarios

        /// The board for an exercise's `scoreboard` value; nil for none.
        init?(of exercise: Exercise) {
            guard let value = exercise.scoreboard else { return nil }
            self.init(rawValue: value)
        }

        /// "14 of 16 defects fixed", "3 of 20 scenarios pass".
        func tally(_ good: Int, of total: Int) -> String {
            switch self {
            case .defects: "\(good) of \(total) defects fixed."
            case .scenarios: "\(good) of \(total) scenario\(total == 1 ? "" : "s") pass\(total == 1 ? "es" : "")."
            }
        }

        /// Which line a message belongs to, read from the message itself ("Defect 9 — …",
        /// "Scenario retry-table.reads — …"), so the board does not depend on how the tests name
        /// their cases.
        func key(in message: String) -> String? {
            switch self {
            case .defects: message.firstMatch(of: #/^Defect (\d+) — /#).map { String($0.1) }
            case .scenarios: message.firstMatch(of: #/Scenario (\S+) — /#).map { String($0.1) }
            }
        }
    }

    /// One line of the board.
    struct Line: Equatable {
        /// How the messages name it: "9" for defect 9, the scenario's id.
        let key: String
        /// What the line shows beside its mark.
        let title: String
        /// Where to read about it, for the "Next:" line.
        let page: String?
    }

    let kind: Kind
    let report: TestReport
    let lines: [Line]

    /// The board of the sixteen defects, titled from their pages.
    init(defects: [DefectTitles.Entry], report: TestReport) {
        kind = .defects
        self.report = report
        lines = defects.map { Line(key: String($0.number), title: $0.title, page: $0.page) }
    }

    /// The board of `exercise`'s scenarios; `pages` says where docs/production.md pins each.
    init(scenariosOf exercise: Exercise, pages: [String: String], report: TestReport) {
        kind = .scenarios
        self.report = report
        lines = exercise.scenarios.map { Line(key: $0, title: $0, page: pages[$0]) }
    }

    /// The issues of each line, by key, in the order they were recorded.
    var issuesByKey: [String: [String]] {
        var found: [String: [String]] = [:]
        for message in report.tests.flatMap(\.issues).map(\.message) {
            if let key = kind.key(in: message) { found[key, default: []].append(message) }
        }
        return found
    }

    /// Issues that belong to no line: a test that could not run, a crash of the test program, a
    /// scenario the metadata does not list.
    var otherIssues: [String] {
        let keys = Set(lines.map(\.key))
        return report.tests.flatMap { test in
            test.issues.filter { kind.key(in: $0.message).map(keys.contains) != true }.map { "\(test.name): \($0.message)" }
        }
    }

    var passingCount: Int {
        let issues = issuesByKey
        return lines.filter { issues[$0.key] == nil }.count
    }

    func print(label: String, style: Style) {
        let issues = issuesByKey
        Swift.print(style.red("✘ \(label): \(kind.tally(passingCount, of: lines.count))"))
        for line in lines {
            let mark = issues[line.key] == nil ? style.green("✔") : style.red("✘")
            let said = issues[line.key]?.first.map { ": " + TestReport.shortened(detail(of: $0)) } ?? ""
            switch kind {
            case .defects: Swift.print("  \(line.key.leftPadded(to: 2)) \(mark) \(line.title)\(said)")
            case .scenarios: Swift.print("  \(mark) \(line.title)\(said)")
            }
        }
        for other in otherIssues { Swift.print("  also: " + TestReport.shortened(other)) }
        if let next = lines.first(where: { issues[$0.key] != nil }) {
            let read = next.page.map { " Read \($0)" } ?? ""
            switch kind {
            case .defects: Swift.print("  Next: defect \(next.key), \(next.title).\(read)")
            case .scenarios: Swift.print("  Next: scenario \(next.key).\(read)")
            }
        }
    }

    /// The first line of a message, without what its line already shows: for a defect its
    /// headline ("Defect 9 — the spinner spins forever: "), for a scenario the words
    /// "Scenario <id> — ", keeping its title, which says what a correct answer does.
    private func detail(of message: String) -> String {
        let firstLine = message.split(separator: "\n").first.map(String.init) ?? ""
        switch kind {
        case .defects:
            guard let colon = firstLine.range(of: ": ") else { return firstLine }
            return String(firstLine[colon.upperBound...])
        case .scenarios:
            guard let dash = firstLine.range(of: " — ") else { return firstLine }
            return String(firstLine[dash.upperBound...])
        }
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

/// Where `docs/production.md` pins each scenario: the section whose text first names its id in
/// backticks ("Pinned by `backoff.ceilings`, …" under "Backoff with full jitter").
enum ScenarioPages {
    static let path = "docs/production.md"

    /// "docs/production.md, “Backoff with full jitter”", by scenario id.
    static func load(from layout: Layout) -> [String: String] {
        layout.text(of: path).map(parse) ?? [:]
    }

    static func parse(_ text: String) -> [String: String] {
        var pages: [String: String] = [:]
        var section: String?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## ") || line.hasPrefix("### ") {
                section = line.drop { $0 == "#" || $0 == " " }.replacingOccurrences(of: "`", with: "")
                continue
            }
            guard let section else { continue }
            for match in line.matches(of: #/`([a-z0-9-]+\.[a-z0-9-]+)`/#) where pages[String(match.1)] == nil {
                pages[String(match.1)] = "\(path), “\(section)”"
            }
        }
        return pages
    }
}
