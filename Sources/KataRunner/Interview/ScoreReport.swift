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
            "A claim that denies a defect, or states a common misreading of it, never counts: \"wrong\"",
            "quotes it and says why.",
            "",
        ]
        lines += score.verdicts.map(line)
        lines += score.strays.map { "  " + style.red("wrong ") + "  –  about none of the defects: you said \"\($0.quote)\" (line \($0.line)); \($0.why)" }
        if !score.ignored.isEmpty {
            lines += ["", "Passages that count for nothing:"]
            lines += score.ignored.map { "  line \($0.line): " + explain($0.reason) }
        }
        let next = score.readNext()
        if !next.isEmpty {
            lines += ["", "Read next, for what you missed or got wrong, most important first:"]
            lines += next.map { "  \($0.defect.page)" + ($0.wrong.isEmpty ? "" : " (what you said about it is wrong)") }
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
        let indent = "\n              "
        let claims = verdict.wrong.map { "you said \"\($0.quote)\" (line \($0.line)); \($0.why)" }
        if let line = verdict.foundAt {
            // Found elsewhere; a wrong claim about it is still worth knowing.
            return "  " + style.green("found ") + " \(number)  \(verdict.defect.title) (line \(line))"
                + claims.map { indent + "but " + $0 }.joined()
        }
        if let first = claims.first {
            return "  " + style.red("wrong ") + " \(number)  \(verdict.defect.title): \(first)"
                + claims.dropFirst().map { indent + "and " + $0 }.joined()
        }
        var why = ""
        if let at = verdict.heardAt, !verdict.heard.isEmpty {
            why = "line \(at.line) said \"\(at.text)\" (\(verdict.heard.joined(separator: ", "))); "
        }
        why += "not said: \(verdict.notHeard.joined(separator: ", "))"
        return "  " + style.red("missed") + " \(number)  \(verdict.defect.title)" + indent + why
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
