/// The documents the kata is built from, by the titles the pages use (docs/sources.md describes
/// each one). The metadata cites them by these titles, never by a file name a learner cannot open.
enum SourceDocument: String, CaseIterable, Sendable {
    case writeUp = "the original write-up"
    case skill = "the networking skill"
    case reliabilityChapter = "the reliability chapter"
    case blogPost = "the blog post"
    case httpContracts = "the HTTP-contracts reference"

    /// Where the pages describe them.
    static let page = "docs/sources.md"
}

/// Where an exercise comes from, as the metadata's `source` gives it: a source document by its
/// title and a section of it, `the reliability chapter — 8. Retry Policies`.
struct SourceReference: Equatable, Sendable {
    let document: SourceDocument
    let section: String

    /// Nil unless `text` is "<document> — <section>", the document one of `SourceDocument`'s.
    init?(_ text: String) {
        guard let match = text.wholeMatch(of: /\s*(.+?) — (.*\S)\s*/), let document = SourceDocument(rawValue: String(match.1)) else {
            return nil
        }
        self.document = document
        section = String(match.2)
    }

    /// Whether the section is a follow-up (an interview question or a remark) rather than a
    /// report: then the exercise may fix no report.
    var namesAFollowUp: Bool { section.lowercased().contains("follow-up") }
}
