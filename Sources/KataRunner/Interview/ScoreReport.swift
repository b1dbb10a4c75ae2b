/// What `kata interview score` prints. The last line is `found N of 16 defects`, for scripts.
struct ScoreReport {
    let score: Score
    /// The review's path as the candidate typed it.
    let review: String
    /// How long since `kata interview` started the timer, when it was asked for.
    let elapsed: String?
    let style: Style

    func render() -> String {
        var lines = ["Your review: \(review), \(score.words) words."]
        if let elapsed { lines.append("Time: \(elapsed) since `swift run -q kata interview` started the timer.") }
        lines += [
            "",
            "This matches signals; it does not understand your review. A defect counts as found when one",
            "paragraph or bullet says both the thing and the reason in words a reviewer listens for",
            "(docs/defects/signals.json). Read \"missed\" as \"not said that way\", and check it yourself.",
            "",
        ]
        lines += score.verdicts.map(line)
        if !score.ignored.isEmpty {
            lines += ["", "Passages that count for nothing:"]
            lines += score.ignored.map { "  line \($0.line): " + explain($0.reason) }
        }
        let missed = score.verdicts.filter { !$0.isFound }
        if !missed.isEmpty {
            lines += ["", "Read next, for what you missed:"]
            lines += missed.map { "  \($0.defect.page)" }
        }
        let rehearse = score.followUpsToRehearse()
        if !rehearse.isEmpty {
            lines += ["", "Follow-ups to rehearse next (your review does not touch them):"]
            lines += rehearse.map { "  \($0.title)\n    \($0.link)" }
        }
        lines += ["", "found \(score.found.count) of \(score.verdicts.count) defects"]
        return lines.joined(separator: "\n")
    }

    private func line(_ verdict: Score.Verdict) -> String {
        let number = String(verdict.defect.number).leftPadded(to: 2)
        guard let line = verdict.foundAt else {
            var why = verdict.heard.isEmpty ? "" : "said: \(verdict.heard.joined(separator: ", ")); "
            why += "not said: \(verdict.notHeard.joined(separator: ", "))"
            return "  " + style.red("missed") + " \(number)  \(verdict.defect.title)\n              \(why)"
        }
        return "  " + style.green("found ") + " \(number)  \(verdict.defect.title) (line \(line))"
    }

    private func explain(_ reason: Score.Ignored.Reason) -> String {
        switch reason {
        case .keywordList(let defects):
            "it holds the signals of \(defects) defects at once, which reads as a list of keywords; give each finding its own paragraph or bullet, with its reason"
        case .tooShort(let words, let defects):
            "\(words) words for \(defects) defect\(defects == 1 ? "" : "s"); say each in a sentence, with its reason"
        }
    }
}
