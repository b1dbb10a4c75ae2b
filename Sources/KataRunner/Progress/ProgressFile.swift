import Foundation

/// The exercises the learner has finished: a plain text file, one exercise name a line, so it
/// can be read, edited or deleted by hand. Git ignores it.
struct ProgressFile {
    let url: URL

    /// The names listed in the file; an absent or unreadable file means nothing is done yet.
    func load() -> Set<String> {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return Self.parse(text)
    }

    /// Records whether `name` passes now.
    func record(_ name: String, passed: Bool) throws {
        var done = load()
        if passed { done.insert(name) } else { done.remove(name) }
        try Self.render(done).write(to: url, atomically: true, encoding: .utf8)
    }

    static func parse(_ text: String) -> Set<String> {
        Set(text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    static func render(_ done: Set<String>) -> String {
        (["# Exercises you have finished, one a line. Written by `swift run kata`."] + done.sorted())
            .joined(separator: "\n") + "\n"
    }
}
