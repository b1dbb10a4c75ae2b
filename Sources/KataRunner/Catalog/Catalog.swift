import Foundation

/// Every exercise in the order to do them, and the grades they belong to, read from
/// `Exercises/exercises.json`: an object, `{"grades": [...], "exercises": [...]}`.
struct Catalog: Sendable {
    static let metadataPath = "Exercises/exercises.json"

    let exercises: [Exercise]
    let grades: [Grade]

    /// Reads the metadata file, each exercise's files and tests found in its folders where the
    /// entry leaves them out. A file that does not decode is a `CatalogError`, never a trap.
    static func load(from layout: Layout) throws -> Catalog {
        let url = layout.root.appending(path: metadataPath)
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw CatalogError.unreadable(metadataPath) }
        return try parse(data, folders: layout.listing())
    }

    /// `folders` fills in the files and tests an entry leaves out (`Exercise.init(from:)`).
    static func parse(_ data: Data, folders: FolderListing? = nil) throws -> Catalog {
        guard String(data: data, encoding: .utf8) != nil else { throw CatalogError.notUTF8(metadataPath) }
        let decoder = JSONDecoder()
        if let folders { decoder.userInfo[FolderListing.userInfoKey] = folders }
        do {
            let file = try decoder.decode(File.self, from: data)
            return Catalog(exercises: file.exercises, grades: file.grades)
        } catch let error as DecodingError {
            throw CatalogError.malformed(metadataPath, MetadataError.describe(error, in: data))
        }
    }

    private struct File: Decodable {
        let grades: [Grade]
        let exercises: [Exercise]
    }

    /// Finds an exercise by its number (the prefix of its folder name: `8` or `08` is
    /// `08-fix-the-try-bang`), its full name, or a unique part of its name.
    func find(_ query: String) throws -> Exercise {
        if let number = Int(query) {
            guard let exercise = exercises.first(where: { $0.number == number }) else {
                throw CatalogError.noSuchNumber(number)
            }
            return exercise
        }
        if let exact = exercises.first(where: { $0.name == query }) { return exact }
        let matches = exercises.filter { $0.name.contains(query) }
        guard matches.count == 1 else {
            throw matches.isEmpty
                ? CatalogError.noMatch(query, suggestion: closest(to: query)?.name) : CatalogError.ambiguous(query, matches.map(\.name))
        }
        return matches[0]
    }

    /// The exercise whose name holds something close to `query` (a letter or two mistyped,
    /// swapped or missing), when exactly one comes closest: for "did you mean …".
    func closest(to query: String) -> Exercise? {
        let typed = Array(query.lowercased())
        let allowed = max(1, typed.count / 4)
        let scored = exercises.map { ($0, Self.distance(typed, within: Array($0.name))) }.filter { $0.1 <= allowed }
        guard let best = scored.map(\.1).min() else { return nil }
        let closest = scored.filter { $0.1 == best }
        return closest.count == 1 ? closest[0].0 : nil
    }

    /// The fewest letters to change, add or remove in `query` for it to appear in `text`:
    /// an edit distance in which `text` may begin and end anywhere.
    static func distance(_ query: [Character], within text: [Character]) -> Int {
        var previous = [Int](repeating: 0, count: text.count + 1)
        for (row, letter) in query.enumerated() {
            var current = [row + 1] + [Int](repeating: 0, count: text.count)
            for column in 1...max(1, text.count) where column <= text.count {
                let substitution = previous[column - 1] + (text[column - 1] == letter ? 0 : 1)
                current[column] = min(substitution, previous[column] + 1, current[column - 1] + 1)
            }
            previous = current
        }
        return previous.min() ?? query.count
    }

    /// The first exercise not done yet, or nil when every one is.
    func current(_ progress: Progress) -> Exercise? {
        exercises.first { !progress.isDone($0) }
    }

    /// When `exercise` is the first of its grade and a grade came before it, one sentence on
    /// what changes from here: "Grade 4 · Production begins: time is injected now…". Nil for
    /// any other exercise.
    func gradeStarting(at exercise: Exercise) -> String? {
        guard let index = exercises.firstIndex(of: exercise), index > 0, exercises[index - 1].grade != exercise.grade,
              let grade = grades.first(where: { $0.grade == exercise.grade })
        else { return nil }
        return "Grade \(grade.grade) · \(grade.title) begins: \(grade.redAsShipped.whatChanges)"
    }

    /// What grade `number` is called: "Trace", or "Grade 7" for one the metadata does not declare.
    func title(ofGrade number: Int) -> String {
        grades.first { $0.grade == number }?.title ?? "Grade \(number)"
    }
}

/// What is wrong with finding or reading the exercise metadata, in one line that says what to do.
enum CatalogError: Error, CustomStringConvertible, Equatable {
    case notInKata
    case unreadable(String)
    case notUTF8(String)
    case malformed(String, String)
    case noSuchNumber(Int)
    case noMatch(String, suggestion: String?)
    case ambiguous(String, [String])

    var description: String {
        let restore = "fix it, or put it back as committed with `git checkout -- \(Catalog.metadataPath)`"
        let list = "`swift run -q kata list` shows them"
        return switch self {
        case .notInKata:
            "there is no \(Catalog.metadataPath) here or in a folder above: run kata from inside the kata's folder (in Xcode: Product > Scheme > Edit Scheme > Run > Options > Working Directory)"
        case .unreadable(let path): "cannot read \(path): run kata from inside the kata's folder"
        case .notUTF8(let path): "\(path) is not UTF-8 text: \(restore)"
        case .malformed(let path, let why): "\(path) is not valid exercise metadata (\(why)): \(restore)"
        case .noSuchNumber(let number):
            "there is no exercise \(number) (no folder Exercises/\(String(format: "%02d", number))-…): \(list)"
        case .noMatch(let query, let suggestion?): "no exercise is called \"\(query)\": did you mean \(suggestion)?"
        case .noMatch(let query, nil): "no exercise is called \"\(query)\": give its number or a part of its name; \(list)"
        case .ambiguous(let query, let names): "\"\(query)\" matches \(names.joined(separator: ", ")): say which"
        }
    }
}

/// Says where a metadata file fails to decode, in a few words.
enum MetadataError {
    static func describe(_ error: DecodingError, in data: Data) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not JSON" + (syntaxError(in: data).map { ": \($0)" } ?? "")
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath)) has no \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "at \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    /// `exercises[2].grade`, or `the top level` for the root.
    static func path(_ codingPath: [any CodingKey]) -> String {
        let text = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
    }

    /// JSONSerialization's own words, with the line made plain: "Invalid value around line 3".
    private static func syntaxError(in data: Data) -> String? {
        do { _ = try JSONSerialization.jsonObject(with: data) } catch {
            guard let said = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
            guard let match = said.firstMatch(of: /around character (\d+)/), let offset = Int(match.1) else { return said }
            let line = data.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
            return said.replacingCharacters(in: match.range, with: "around line \(line)").trimmingCharacters(in: ["."])
        }
        return nil
    }
}
