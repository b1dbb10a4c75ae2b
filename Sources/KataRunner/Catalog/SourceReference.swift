/// Where an exercise comes from, as the metadata's `source` gives it: a source document's file
/// name and a section of it, `002_e37040c66d77c063.txt — 8. Retry Policies`.
struct SourceReference: Equatable, Sendable {
    let file: String
    let section: String

    /// Nil unless `text` is "<file name> — <section>", the file named as the source documents
    /// are (three digits, an underscore, sixteen hex digits, `.txt`).
    init?(_ text: String) {
        guard let match = text.wholeMatch(of: /\s*(\d{3}_[0-9a-f]{16}\.txt) — (.*\S)\s*/) else { return nil }
        file = String(match.1)
        section = String(match.2)
    }

    /// Whether the section is a follow-up (an interview question or a remark) rather than a
    /// report: then the exercise may fix no report.
    var namesAFollowUp: Bool { section.lowercased().contains("follow-up") }

    /// What the pages call the document, for a learner who has only its file name.
    var document: String? {
        switch file.prefix(4) {
        case "000_": "the original write-up"
        case "002_": "the reliability chapter"
        case "004_": "the HTTP-contracts reference"
        default: nil
        }
    }
}
