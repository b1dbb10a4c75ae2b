import Foundation

/// Where the learner's progress is kept: `.kata-progress`, a plain text file that git ignores,
/// so it can be read, edited or deleted by hand. A file the runner cannot read is an error, never
/// "nothing done yet": writing over it would throw away what the learner had done.
struct ProgressFile: Sendable {
    let url: URL

    /// The progress recorded; an absent file means nothing is done yet.
    func load() throws -> Progress {
        guard FileManager.default.fileExists(atPath: url.path) else { return Progress() }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw ProgressError.unreadable(url.lastPathComponent) }
        guard let text = String(data: data, encoding: .utf8) else { throw ProgressError.notUTF8(url.lastPathComponent) }
        return try Progress.parse(text, file: url.lastPathComponent)
    }

    /// Reads the progress, changes it, and writes it back.
    func update(_ change: (inout Progress) -> Void) throws {
        var progress = try load()
        change(&progress)
        do { try progress.rendered.write(to: url, atomically: true, encoding: .utf8) } catch {
            throw ProgressError.unwritable(url.lastPathComponent)
        }
    }
}

/// What the learner has done: the exercises finished, and how many hint steps of each they have
/// seen. Kept by exercise name; an entry whose name is not an exercise any more still counts for
/// the exercise with the same name after the number (`08-fix-the-try-bang` for
/// `10-fix-the-try-bang`), so renumbering the exercises loses nobody's progress.
///
/// In the file, one finished exercise a line (as it has always been), and one line
/// `hints <exercise> <steps seen>` an exercise whose hints were asked for.
struct Progress: Equatable, Sendable {
    private(set) var done: Set<String> = []
    private(set) var hintsSeen: [String: Int] = [:]

    func isDone(_ exercise: Exercise) -> Bool { entry(for: exercise, in: done) != nil }

    func hintsSeen(of exercise: Exercise) -> Int {
        entry(for: exercise, in: Set(hintsSeen.keys)).flatMap { hintsSeen[$0] } ?? 0
    }

    mutating func record(_ exercise: Exercise, passed: Bool) {
        while let old = entry(for: exercise, in: done) { done.remove(old) }
        if passed { done.insert(exercise.name) }
    }

    mutating func recordHintsSeen(_ count: Int, of exercise: Exercise) {
        while let old = entry(for: exercise, in: Set(hintsSeen.keys)) { hintsSeen[old] = nil }
        hintsSeen[exercise.name] = count
    }

    /// The exercise's own name if listed, else an entry with its slug.
    private func entry(for exercise: Exercise, in names: Set<String>) -> String? {
        if names.contains(exercise.name) { return exercise.name }
        return names.sorted().first { Exercise.slug(of: $0) == exercise.slug }
    }

    static let hintsKeyword = "hints"

    static func parse(_ text: String, file: String) throws -> Progress {
        var progress = Progress()
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            if words.count == 1, isName(words[0]) {
                progress.done.insert(words[0])
            } else if words.count == 3, words[0] == hintsKeyword, isName(words[1]), let seen = Int(words[2]), seen >= 0 {
                progress.hintsSeen[words[1]] = seen
            } else {
                throw ProgressError.badLine(file, number: index + 1, line)
            }
        }
        return progress
    }

    var rendered: String {
        let header = [
            "# Your progress in the kata, written by `swift run -q kata`; you may edit it by hand.",
            "# One finished exercise a line, then \"\(Self.hintsKeyword) <exercise> <n>\": n hint steps seen.",
        ]
        let hints = hintsSeen.keys.sorted().map { "\(Self.hintsKeyword) \($0) \(hintsSeen[$0] ?? 0)" }
        return (header + done.sorted() + hints).joined(separator: "\n") + "\n"
    }

    private static func isName(_ word: String) -> Bool {
        word.first.map { $0.isASCII && ($0.isLetter || $0.isNumber) } == true
            && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
    }
}

/// A `.kata-progress` the runner will not write over, in one line that says what to do.
enum ProgressError: Error, CustomStringConvertible, Equatable {
    case unreadable(String)
    case notUTF8(String)
    case badLine(String, number: Int, String)
    case unwritable(String)

    var description: String {
        let remedy = "it only records your progress, so deleting it loses no work"
        return switch self {
        case .unreadable(let file): "cannot read \(file): check that it is a file you can read, or delete it (\(remedy))"
        case .notUTF8(let file): "\(file) is not UTF-8 text: delete it (\(remedy)) or save it as UTF-8"
        case .badLine(let file, let number, let line):
            "\(file) line \(number) (\"\(line.prefix(40))\") is neither an exercise name nor \"hints <exercise> <n>\": fix or delete that line"
        case .unwritable(let file): "cannot write \(file): check that you may write to it and to its folder"
        }
    }
}
