import Foundation
import KataUtilities

/// The exercises as shipped: the files committed in git, whatever the learner has done since.
/// Outside a git clone, the files on disk stand in for them.
struct Pristine {
    let layout: Layout

    func contents(of relativePath: String) async throws -> Data {
        if let git = ProcessRunner.locate("git") {
            let output = await ProcessRunner.run(git, ["show", "HEAD:\(relativePath)"], in: layout.root)
            if output.status == .exited(0) { return Data(output.standardOutput.utf8) }
        }
        return try Data(contentsOf: layout.root.appending(path: relativePath))
    }

    /// The text of every file of `exercises`, by its path under `Exercises/`, as the runner's
    /// built-in copy holds them. A file that is not there is left out: the metadata check
    /// reports it.
    func texts(of exercises: [Exercise]) async throws -> [String: String] {
        var texts: [String: String] = [:]
        for exercise in exercises {
            for file in exercise.files + exercise.tests {
                let path = "\(exercise.name)/\(file)"
                guard let data = try? await contents(of: "Exercises/\(path)") else { continue }
                guard let text = String(data: data, encoding: .utf8) else {
                    throw ShippedCopyError.notText(path)
                }
                texts[path] = text
            }
        }
        return texts
    }

    /// Writes the shipped copy of each of `exercise`'s files (or only `files`) into `folder`.
    func restore(_ exercise: Exercise, files: [String]? = nil, into folder: URL) async throws {
        for file in files ?? (exercise.files + exercise.tests) {
            let target = folder.appending(path: file)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try await contents(of: "Exercises/\(exercise.name)/\(file)").write(to: target)
        }
    }
}
