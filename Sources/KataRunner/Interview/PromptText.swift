import Foundation

/// The prompt as `kata interview` prints it: `docs/interview-prompt.md` without HTML comments,
/// up to a horizontal rule if the page ever gets one (what follows a rule is not the
/// candidate's).
enum PromptText {
    static let path = "docs/interview-prompt.md"

    static func candidateText(of page: String) -> String {
        let lines = Passage.withoutComments(page).components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : $0 }
        var prompt: [String] = []
        for line in lines {
            if line.trimmingCharacters(in: .whitespaces) == "---" { break }
            if line.isEmpty, prompt.last?.isEmpty ?? true { continue }  // one blank line where a comment was
            prompt.append(line)
        }
        return prompt.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
