import Foundation

/// What must hold of an exercise's files before it is worth compiling: its folder and every file
/// there, each one UTF-8 text. Checked first, so the learner reads one line that says what to do
/// rather than a compiler's complaint about a file it could not open.
enum ExerciseFiles {
    /// `alsoShipped` adds the files the exercise was shipped with (`ShippedCopy.files(of:)`): its
    /// tests are found in its folder, so a test the learner deleted is missing only from those.
    static func check(_ exercise: Exercise, in layout: Layout, alsoShipped asShipped: [String] = []) throws {
        let folder = layout.exerciseFolder(exercise)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ExerciseFileError.folderMissing(exercise)
        }
        // Tests are found in the folder: with none there, a check would have nothing to run.
        if exercise.review == nil, exercise.tests.isEmpty {
            throw ExerciseFileError.fileMissing(exercise, path: layout.relative(folder.appending(path: "Tests")))
        }
        let listed = exercise.files + exercise.tests
        for file in listed + asShipped.filter({ !listed.contains($0) }) {
            let url = folder.appending(path: file)
            let path = layout.relative(url)
            guard FileManager.default.fileExists(atPath: url.path) else { throw ExerciseFileError.fileMissing(exercise, path: path) }
            guard let data = try? Data(contentsOf: url) else { throw ExerciseFileError.unreadable(path) }
            guard String(data: data, encoding: .utf8) != nil else {
                throw ExerciseFileError.notUTF8(exercise, path: path, isTest: file.hasPrefix("Tests/"))
            }
        }
    }
}

/// Something wrong with an exercise's files or with what its tests did, in one line that says
/// what to do. None of them is the learner's answer being wrong: that is a red `Verdict`.
enum ExerciseFileError: Error, CustomStringConvertible, Equatable {
    case folderMissing(Exercise)
    case fileMissing(Exercise, path: String)
    case unreadable(String)
    case notUTF8(Exercise, path: String, isTest: Bool)
    case tooMuchOutput(Exercise, limit: Int)

    var description: String {
        switch self {
        case .folderMissing(let exercise):
            "Exercises/\(exercise.name) is missing: `\(Self.repair(exercise))` puts it back as shipped"
        case .fileMissing(let exercise, let path):
            "\(path) is missing: `\(Self.repair(exercise))` puts back what is missing and keeps your edits"
        case .unreadable(let path): "cannot read \(path): check that it is a file you may read"
        case .notUTF8(let exercise, let path, isTest: true):
            "\(path) is not UTF-8 text: `\(Self.repair(exercise))` puts the tests back as shipped and keeps your edits"
        case .notUTF8(_, let path, isTest: false):
            "\(path) is not UTF-8 text: save it as UTF-8 in your editor (Swift reads only UTF-8)"
        case .tooMuchOutput(let exercise, let limit):
            "the tests of \(exercise.name) printed more than \(limit / 1_000_000) MB, so they were stopped: look for a print in a loop in "
                + exercise.files.map { "Exercises/\(exercise.name)/\($0)" }.joined(separator: ", ")
        }
    }

    private static func repair(_ exercise: Exercise) -> String {
        Session.command("reset", exercise, "--repair")
    }
}
