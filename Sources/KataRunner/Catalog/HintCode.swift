/// Finds code in a hint step, so that every step but the last can be held to showing none: a
/// nudge says where to look and what to observe, the concept says why, and only the last step
/// may show what to type.
///
/// Names are not code: a hint may point at `fetchUser(id:completion:)`, `try!`, `URLError.timedOut`
/// or `avatar_url`. Code is anything that could be typed in as part of an answer:
/// - inside backticks, anything but a name (a call with arguments, an assignment, a closure,
///   `[weak self]`), and any fenced block;
/// - outside backticks, a line with braces, `=`, an operator (`->`, `&&`, `||`,
///   `??`, `..<`), a call with arguments (`decode(User.self, from: data)`), or one that starts
///   like a statement (`guard let`, `return nil`, `let decoder`).
enum HintCode {
    /// The first piece of code in `text`, as written there; nil when it has none.
    static func code(in text: String) -> String? {
        if text.contains("```") { return "```" }
        var prose = ""
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            // Odd parts are inside backticks, but for a last one left unclosed.
            let isQuoted = !index.isMultiple(of: 2) && index < parts.count - 1
            if !isQuoted { prose += part } else if !isName(part) { return "`\(part)`" }
        }
        let statement =
            /[{}=]|->|&&|\|\||\?\?|\.\.<|\w+\((?!(\w+:)*\))[^)]*[:.,"][^)]*\)|^\s*(let|var|guard|return|func|throw|try|await|defer|import|switch|if let|if case)\s+\S+/
        for line in prose.split(whereSeparator: \.isNewline) {
            if let match = line.firstMatch(of: statement) { return String(line[match.range]).trimmingCharacters(in: .whitespaces) }
        }
        return nil
    }

    /// `fetchUser(id:)`, `URLError.timedOut`, `.convertFromSnakeCase`, `try!`, `self?`, `@MainActor`, `500`.
    private static func isName(_ span: Substring) -> Bool {
        span.wholeMatch(of: /[@.]?[A-Za-z_]\w*(\.[A-Za-z_]\w*)*(\((\w+:)*\))?[!?]?|\d+/) != nil
    }
}
