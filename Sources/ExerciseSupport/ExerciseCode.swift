import Foundation

/// Where an exercise's own code is, for tests that read it rather than run it (a source check,
/// a type check).
public enum ExerciseCode {
    /// The file `name` of the exercise whose tests are at `testFile`: in the folder that holds the
    /// tests' `Tests/` folder. That is `Exercises/<exercise>/` when you check your own code, and
    /// `Solutions/<exercise>/` when `swift test` builds the answer (its `Tests` is a link).
    public static func file(_ name: String, testFile: String) -> URL {
        URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(name)
    }
}
