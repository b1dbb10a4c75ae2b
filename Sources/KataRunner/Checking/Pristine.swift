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

    /// Writes the shipped copy of each of `exercise`'s files (or only `files`) into `folder`.
    func restore(_ exercise: Exercise, files: [String]? = nil, into folder: URL) async throws {
        for file in files ?? (exercise.files + exercise.tests) {
            let target = folder.appending(path: file)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try await contents(of: "Exercises/\(exercise.name)/\(file)").write(to: target)
        }
    }
}
