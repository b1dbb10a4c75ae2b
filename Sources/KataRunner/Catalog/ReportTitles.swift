/// The production reports' words, from their headings in `docs/reports.md`
/// ("## Report 7: every outage ends with a second one"), so `kata hint` can say which report
/// an exercise fixes in the ticket's own words.
enum ReportTitles {
    static let path = "docs/reports.md"

    static func load(from layout: Layout) -> [Int: String] {
        layout.text(of: path).map(parse) ?? [:]
    }

    static func parse(_ text: String) -> [Int: String] {
        var titles: [Int: String] = [:]
        for line in text.split(separator: "\n") {
            if let match = line.wholeMatch(of: #/## Report (\d+): (.+)/#), let number = Int(match.1) { titles[number] = String(match.2) }
        }
        return titles
    }
}
