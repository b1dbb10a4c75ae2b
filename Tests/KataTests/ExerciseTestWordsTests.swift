import Foundation
import KataUtilities
import Testing

/// The tests a learner opens read in the learner's words (`expect(defect:)`, `ChildProcess`),
/// not the defect suite's machinery, so that what they copy into their own app is a fake, a call
/// and an expectation.
@Suite struct ExerciseTestWordsTests {
    /// The harness's own words, with what an exercise test says instead.
    static let harnessWords = [
        "ChildReport": "ChildProcess.run / ChildProcess.say",
        "childRun(": "ChildProcess(run)",
        "DefectExpectations": "expect(defect:_:_:) or expectScenarioPasses",
        "expectFixed(": "expect(defect:_:_:)",
        ".own(": "expect(defect:_:_:)",
        ".also(": "expect(defect:_:_:)",
        "lastWords": "child.howItEnded",
    ]

    @Test func noExerciseTestUsesTheHarnessWords() throws {
        let exercises = BuildPaths.packageRoot.appending(path: "Exercises")
        var read = 0
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: exercises.path)
        while let path = walker?.nextObject() as? String {
            guard !path.hasPrefix(".build"), path.contains("/Tests/"), path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: exercises.appending(path: path), encoding: .utf8)
            read += 1
            for (word, instead) in Self.harnessWords where text.contains(word) {
                found.append("Exercises/\(path) says \(word); say \(instead)")
            }
        }
        #expect(read >= 41, "read only \(read) exercise test files: is the walk still right?")
        #expect(found.isEmpty, "\(found.sorted().joined(separator: "\n"))")
    }
}
