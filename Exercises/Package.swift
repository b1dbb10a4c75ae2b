// swift-tools-version: 6.3
import PackageDescription

// The exercises, as you edit them: each one a test target, its tests (`<exercise>/Tests/`)
// compiled with your files beside them. Open this folder in Xcode, or run from the kata's folder:
//
//   swift test --package-path Exercises --filter Exercise_08_fix_the_try_bang
//
// It depends on the kata itself (the folder above) for what the exercises import. The answers in
// `Solutions/` are in no target here; `swift run kata verify` checks them.
//
// A new exercise is a folder here, one in `Solutions/`, an entry in `exercises.json`, and a
// line below; `kata verify` checks that they agree. The list is written out, not read from the
// folders: SwiftPM caches what a manifest makes by the manifest's own text, so a folder added
// later would get no target (docs/maintainers.md, "Why Package.swift still lists the exercises").

struct ExerciseFolder {
    let name: String
    /// The exercise ships the original code, which compiles only in Swift 5 mode (defect 13); its
    /// answer is held to Swift 6.
    var shipsSwift5Code = false
}

let exerciseFolders = [
    ExerciseFolder(name: "01-trace-a-timeout"),
    ExerciseFolder(name: "02-trace-a-500-with-html"),
    ExerciseFolder(name: "03-trace-a-200"),
    ExerciseFolder(name: "04-what-datatask-hands-you"),
    ExerciseFolder(name: "05-convert-from-snake-case"),
    ExerciseFolder(name: "06-which-thread-runs-the-handler"),
    ExerciseFolder(name: "07-which-defect-behind-each-report"),
    ExerciseFolder(name: "08-fix-the-try-bang"),
    ExerciseFolder(name: "09-fix-the-avatar-key"),
    ExerciseFolder(name: "10-fix-the-data-bang"),
    ExerciseFolder(name: "11-fix-the-ui-thread"),
    ExerciseFolder(name: "12-fix-the-query-encoding"),
    ExerciseFolder(name: "13-fix-the-logging"),
    ExerciseFolder(name: "14-fix-user-zero"),
    ExerciseFolder(name: "15-fix-the-strong-self"),
    ExerciseFolder(name: "16-fix-the-endless-spinner"),
    ExerciseFolder(name: "17-fix-the-status-check"),
    ExerciseFolder(name: "18-fix-the-lost-errors"),
    ExerciseFolder(name: "19-fix-timeout-and-retry"),
    ExerciseFolder(name: "20-fix-the-singleton", shipsSwift5Code: true),
    ExerciseFolder(name: "21-fix-one-decoder"),
    ExerciseFolder(name: "22-fix-the-duplicated-requests"),
    ExerciseFolder(name: "23-fix-final-and-base-url"),
    ExerciseFolder(name: "24-write-the-generic-get"),
    ExerciseFolder(name: "25-bridge-a-completion-handler"),
    ExerciseFolder(name: "26-the-profile-screen-alone"),
    ExerciseFolder(name: "27-rewrite-the-client", shipsSwift5Code: true),
    ExerciseFolder(name: "28-encode-the-plus"),
    ExerciseFolder(name: "29-empty-bodies"),
    ExerciseFolder(name: "30-content-type-then-domain"),
    ExerciseFolder(name: "31-retry-only-what-is-safe"),
    ExerciseFolder(name: "32-full-jitter-backoff"),
    ExerciseFolder(name: "33-retry-after"),
    ExerciseFolder(name: "34-cancel-through-the-wait"),
    ExerciseFolder(name: "35-one-deadline"),
    ExerciseFolder(name: "36-single-flight-refresh"),
    ExerciseFolder(name: "37-cursor-pagination"),
    ExerciseFolder(name: "38-redact-the-log"),
    ExerciseFolder(name: "39-completion-for-old-callers"),
    ExerciseFolder(name: "40-a-screen-state-enum"),
    ExerciseFolder(name: "41-the-production-client"),
    ExerciseFolder(name: "42-cache-the-last-good-profile"),
]

/// Set by `scripts/test-solutions.sh`, which runs this package on a copy whose folders hold the
/// answers: then every exercise is held to Swift 6 mode, as its answer must be.
let answersInPlace = Context.environment["KATA_ANSWERS_IN_PLACE"] == "1"

let package = Package(
    name: "kata-exercises",
    platforms: [.macOS(.v15)],
    // Named, so the products below are found whatever the kata's folder is called.
    dependencies: [.package(name: "network-layer-kata", path: "..")],
    targets: exerciseFolders.map { exercise in
        .testTarget(
            name: "Exercise-\(exercise.name)",
            dependencies: [.product(name: "ExerciseSupport", package: "network-layer-kata")],
            path: exercise.name,
            swiftSettings: exercise.shipsSwift5Code && !answersInPlace ? [.swiftLanguageMode(.v5)] : []
        )
    }
)
