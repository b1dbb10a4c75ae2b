import Foundation

/// `kata interview` and `kata interview score`: interview practice for a candidate alone.
enum InterviewCommand: Command {
    static let name = "interview"
    static let summary = "practise the interview: the prompt, a timer, then `score` your review"
    static let arguments = ArgumentSpec(positionals: [.init("score", choices: ["score"]), .init("FILE")])
    static let details = """
        `kata interview` prints the code-review question (docs/interview-prompt.md), creates
        interview/review.md for your answer (git ignores it), and starts a timer; running it
        again restarts the timer and keeps your review.

        `kata interview score` reads interview/review.md, or FILE, and prints for each of the
        sixteen defects whether your review found it, or said something wrong about it (the
        sentence, and why it is wrong), the time since the timer started, the pages to read
        (the guide's first four first, then what you got wrong, then what you missed) and the
        follow-ups to rehearse next. Its last line is `found N of 16 defects`.

        It matches signals, and does not understand your review: a defect counts as found when one
        paragraph or bullet names both the thing and the reason (`convertFromSnakeCase` and the
        key it makes, not just "decoder"), and no passage makes a known wrong claim about it
        ("the try! is fine, the server always sends JSON"). The signals are in
        docs/defects/signals.json.

        Exits 2 when the review is missing, empty or not UTF-8 text.
        """

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let practice = Practice(root: try Layout.find(from: arguments.workingDirectory).root, style: .standard)
        let outcome: Practice.Answer
        switch arguments.positional(0) {
        case nil:
            outcome = practice.start(now: Date())
        case "score":
            outcome = practice.score(file: arguments.positional(1), currentDirectory: arguments.workingDirectory, now: Date())
        case let other?:
            throw UsageError("unknown subcommand \(other): the only one is score")
        }
        if !outcome.output.isEmpty { print(outcome.output) }
        if let error = outcome.error { FileHandle.standardError.write(Data("kata interview: \(error)\n".utf8)) }
        return outcome.status
    }
}
