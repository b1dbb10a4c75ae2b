import Foundation

/// The exercises as shipped: the files committed in git, whatever the learner has done since.
/// Outside a git clone, the files on disk stand in for them.
struct Pristine {
    let layout: Layout

    func contents(of relativePath: String) throws -> Data {
        if let git = Subprocess.find("git"),
            let output = try? Subprocess.run(git, ["show", "HEAD:\(relativePath)"], in: layout.root),
            output.status == 0
        {
            // `git show` prints the blob as is; the runner's subprocess reads stdout and stderr
            // together, and git writes nothing to stderr on success.
            return Data(output.text.utf8)
        }
        return try Data(contentsOf: layout.root.appending(path: relativePath))
    }

    /// Writes the shipped copy of each of `exercise`'s files (or only `files`) into `folder`.
    func restore(_ exercise: Exercise, files: [String]? = nil, into folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files ?? (exercise.files + exercise.tests) {
            try contents(of: "Exercises/\(exercise.name)/\(file)").write(to: folder.appending(path: file))
        }
    }
}
