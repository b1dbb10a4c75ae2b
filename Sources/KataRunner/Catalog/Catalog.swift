import Foundation

/// Every exercise in the order to do them, read from `Exercises/exercises.json`.
struct Catalog: Sendable {
    static let metadataPath = "Exercises/exercises.json"

    let exercises: [Exercise]

    /// Reads the metadata file. A file that does not decode is a `CatalogError`, never a trap.
    static func load(from layout: Layout) throws -> Catalog {
        let url = layout.root.appending(path: metadataPath)
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw CatalogError.unreadable(metadataPath) }
        do {
            return Catalog(exercises: try JSONDecoder().decode([Exercise].self, from: data))
        } catch {
            throw CatalogError.malformed(metadataPath, "\(error)")
        }
    }

    /// Finds an exercise by its position in the list (1 is the first), its full name, or a
    /// unique part of its name.
    func find(_ query: String) throws -> Exercise {
        if let number = Int(query) {
            guard exercises.indices.contains(number - 1) else {
                throw CatalogError.noSuchExercise(query, count: exercises.count)
            }
            return exercises[number - 1]
        }
        if let exact = exercises.first(where: { $0.name == query }) { return exact }
        let matches = exercises.filter { $0.name.contains(query) }
        guard matches.count == 1 else {
            throw matches.isEmpty
                ? CatalogError.noSuchExercise(query, count: exercises.count)
                : CatalogError.ambiguous(query, matches.map(\.name))
        }
        return matches[0]
    }

    /// The exercise's position in the list, counting from 1.
    func number(of exercise: Exercise) -> Int {
        (exercises.firstIndex(of: exercise) ?? 0) + 1
    }

    /// The first exercise not done yet, or nil when every one is.
    func current(done: Set<String>) -> Exercise? {
        exercises.first { !done.contains($0.name) }
    }
}

enum CatalogError: Error, CustomStringConvertible, Equatable {
    case unreadable(String)
    case malformed(String, String)
    case noSuchExercise(String, count: Int)
    case ambiguous(String, [String])

    var description: String {
        switch self {
        case .unreadable(let path): "cannot read \(path): run kata from inside the kata's folder"
        case .malformed(let path, let why): "\(path) is not valid exercise metadata: \(why)"
        case .noSuchExercise(let query, let count): "no exercise \"\(query)\": give a number from 1 to \(count) or a name"
        case .ambiguous(let query, let names): "\"\(query)\" matches \(names.joined(separator: ", ")): say which"
        }
    }
}
