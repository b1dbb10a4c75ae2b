import Foundation

/// The prompt as `kata interview` prints it: `docs/interview-prompt.md` up to the rule before
/// its note for the interviewer, without HTML comments.
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
