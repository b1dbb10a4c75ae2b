import Foundation

/// Where an exercise's own code is, for tests that read it rather than run it (a source check,
/// a type check).
public enum ExerciseCode {
    /// The file `name` of the exercise whose tests are at `testFile`: in the folder that holds the
    /// tests' `Tests/` folder: `Exercises/<exercise>/` under SwiftPM or Xcode, or the runner's
    /// copy of it when `kata verify` checks an exercise as shipped or with its answer.
    public static func file(_ name: String, testFile: String) -> URL {
        URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(name)
    }
}
