import Foundation

/// How one check of an exercise came out, with the words a learner needs.
enum Verdict: Equatable, Sendable {
    /// Every test passed.
    case passed
    /// At least one test failed; each message is the test's own.
    case failed([String])
    /// The exercise does not compile; the compiler's errors.
    case doesNotCompile([String])
    /// The tests ran past the deadline (an endless loop, a wait with no end).
    case timedOut(seconds: Int)

    var isPassed: Bool { self == .passed }

    /// Reads a Swift Testing run: the issues it recorded, or a pass.
    static func fromTestRun(status: Int32, output: String) -> Verdict {
        if status == 0 { return .passed }
        let issues = issueMessages(in: output)
        return .failed(issues.isEmpty ? tail(of: output) : issues)
    }

    static func fromCompiler(_ output: String, relativeTo root: String) -> Verdict {
        let errors = output.split(separator: "\n").map(String.init)
            .filter { $0.contains(/^\S+:\d+:\d+: error:|^error:/) }
            .map { $0.replacingOccurrences(of: root + "/", with: "") }
        return .doesNotCompile(errors.isEmpty ? tail(of: output) : Array(errors.prefix(12)))
    }

    /// `✘ Test name() recorded an issue at File.swift:3:2: Caught error: …` and the detail lines
    /// (`↳ …`) under it become `name(): Caught error: …`; a parameterized test's argument is kept:
    /// `name() [Defect 8 — …]: …`.
    static func issueMessages(in output: String) -> [String] {
        var messages: [String] = []
        var inIssue = false
        for line in output.split(separator: "\n").map(stripANSI) {
            if let range = line.range(of: " recorded an issue") {
                var test = line[..<range.lowerBound].replacingOccurrences(of: "✘ Test ", with: "")
                    .trimmingCharacters(in: .whitespaces)
                let rest = line[range.upperBound...]
                // A parameterized test names its argument first: "… with 1 argument defect → Defect 8 at …".
                if let arrow = rest.range(of: " → "), let at = rest.range(of: " at ", range: arrow.upperBound..<rest.endIndex) {
                    test += " [\(rest[arrow.upperBound..<at.lowerBound])]"
                }
                let location = rest.firstRange(of: #/\.swift:\d+:\d+: /#) ?? rest.firstRange(of: ": ")
                let message = location.map { String(rest[$0.upperBound...]) } ?? String(rest)
                messages.append("\(test): \(message)")
                inIssue = true
            } else if inIssue, line.trimmingCharacters(in: .whitespaces).hasPrefix("↳") {
                messages[messages.count - 1] += "\n    " + line.trimmingCharacters(in: .whitespaces)
            } else {
                inIssue = false
            }
        }
        return messages
    }

    private static func tail(of output: String) -> [String] {
        Array(output.split(separator: "\n").map(stripANSI).suffix(12))
    }

    private static func stripANSI(_ line: Substring) -> String {
        String(line).replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
