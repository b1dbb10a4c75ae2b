// swift-tools-version: 6.0
import PackageDescription

// The kata's targets, by role. Each array holds one kind of target; they are put together once,
// at the bottom.

/// The story, and what the tests and the runner are made of.
let modules: [Target] = [
    // The few UIKit types the profile screen needs, plus a main-thread checker and a
    // navigation stand-in.
    .target(name: "UIKitStandIn"),

    // The original code, sixteen defects and all. Swift 5 mode on purpose: in Swift 6 mode it
    // does not compile, and that is defect 13.
    .target(name: "Broken", dependencies: ["UIKitStandIn"], swiftSettings: [.swiftLanguageMode(.v5)]),

    // The async/await rewrite. Every fix is marked with its defect number.
    .target(name: "Fixed", dependencies: ["UIKitStandIn"]),

    // The client after the interview's follow-ups: every policy a layer of its own, and time,
    // randomness, "now", keys and the transport injected. See docs/production.md.
    .target(name: "Production"),

    // Small tools with no networking: a lock, counts and arrivals to wait on with a deadline,
    // the one child-process runner, where the package and its build products are.
    .target(name: "KataUtilities"),

    // Reading Swift sources and type-checking them with swiftc, for the checks that live in
    // the code rather than in what it does (defects 13, 14, 16, and exercises that ask for them).
    .target(name: "SourceChecks", dependencies: ["KataUtilities"]),

    // Fakes and seams the tests drive both modules through.
    .target(
        name: "KataTestSupport",
        dependencies: ["Broken", "Fixed", "FixtureServer", "Production", "UIKitStandIn", "KataUtilities"]),

    // Broken's own client source, compiled against a stand-in URLSession that can hand `nil`
    // data: the link seam that reaches defect 3. Its APIClient.swift and User.swift are links to
    // Broken's (SwiftPM forbids two targets sharing a source file); a test checks the links.
    // See docs/seams.md.
    .target(name: "BrokenLinkSeam", swiftSettings: [.swiftLanguageMode(.v5)]),

    // The sixteen defect scenarios, written once, run against any `Subject`.
    .target(
        name: "DefectScenarios",
        dependencies: ["Broken", "BrokenLinkSeam", "Fixed", "KataTestSupport", "KataUtilities", "SourceChecks", "UIKitStandIn"]),

    // The defect suite's assertions in Swift Testing, shared by the tests and the capstone.
    .target(name: "DefectTesting", dependencies: ["DefectScenarios"]),

    // The production scenarios, written once, run against Production or a learner's part.
    .target(
        name: "ProductionScenarios",
        dependencies: ["FixtureServer", "KataTestSupport", "KataUtilities", "Production", "UIKitStandIn"]),

    // The production scenarios' assertions in Swift Testing, shared by their tests and grade 4.
    .target(name: "ProductionTesting", dependencies: ["ProductionScenarios"]),

    // A loopback HTTP/1.1 server for tests and `kata repro`: queued responses, recorded
    // requests, socket policies. No dependencies, POSIX sockets only.
    .target(name: "FixtureServer"),

    // What the exercises share: NotImplemented, a completion handler a test can wait on, a
    // failure worded as the defect suite words it, grade 1's answer key and scoring, and
    // `Observe`, which runs Broken to show what it really does.
    .target(
        name: "ExerciseSupport",
        dependencies: ["Broken", "DefectScenarios", "DefectTesting", "KataTestSupport", "KataUtilities", "UIKitStandIn"]),

    // The exercise runner's logic: the catalog, checking an exercise, progress, the commands.
    // No networking, so its tests build quickly.
    .target(name: "KataRunner", dependencies: ["KataUtilities"]),

    // `kata repro`: the three reports with the real URLSession against the fixture server, and
    // two of the production reports (storm, refresh) with Production.
    .target(
        name: "KataRepro",
        dependencies: [
            "KataRunner", "Broken", "Fixed", "FixtureServer", "KataTestSupport", "KataUtilities", "Production",
            "ProductionScenarios", "UIKitStandIn",
        ]),
]

/// Programs.
let tools: [Target] = [
    // The learner's front door: `swift run kata`. A table of commands over the two libraries.
    .executableTarget(name: "kata", dependencies: ["KataRunner", "KataRepro"]),

    // Runs one defect scenario in a child process, for the XCTest cases whose subject may trap.
    .executableTarget(name: "DefectProbe", dependencies: ["DefectScenarios"]),
]

/// The kata's own tests.
let testSuites: [Target] = [
    .testTarget(name: "FixedTests", dependencies: ["Fixed", "KataTestSupport"]),
    .testTarget(name: "DefectTests", dependencies: ["DefectScenarios", "DefectTesting", "DefectProbe", "KataTestSupport", "KataUtilities"]),
    .testTarget(name: "DocsTests", dependencies: ["DefectScenarios", "ExerciseSupport", "KataUtilities"]),
    .testTarget(
        name: "SupportTests",
        dependencies: ["KataTestSupport", "KataUtilities", "SourceChecks", "UIKitStandIn", "Fixed", "FixtureServer", "Production"]),
    .testTarget(name: "FixtureServerTests", dependencies: ["FixtureServer"]),
    // Fixed over the real URLSession against the fixture server, and the contract that the fake
    // transport gives the same outcome as the real one.
    .testTarget(name: "IntegrationTests", dependencies: ["FixtureServer", "Fixed", "KataTestSupport", "KataUtilities", "Production"]),
    // Every production scenario against Production, and the parts no scenario covers.
    .testTarget(
        name: "ProductionTests",
        dependencies: ["ProductionScenarios", "ProductionTesting", "Production", "KataTestSupport", "KataUtilities"]),
    .testTarget(name: "KataTests", dependencies: ["KataRunner"], exclude: ["SampleReviews"]),
]

// MARK: - Graded exercises
//
// Each exercise is one test target: its tests (`Exercises/<name>/Tests/`) compiled with the files
// the learner edits. By default those come from `Solutions/<name>/`, so `swift test` stays
// green; `KATA_EXERCISES=1 swift test` takes them from `Exercises/<name>/` instead, to see your
// own red and green without the runner. (The runner, `swift run kata check`, compiles one
// exercise at a time, so one that does not compile never stops you checking another.)
//
// `Solutions/<name>/Tests` is a link to `Exercises/<name>/Tests`, so both folders are whole
// targets: SwiftPM takes a target's files from one folder (or, with `path: "."`, from the whole
// package, and then warns about every other file in it). `kata verify` checks the links.
// `Exercises/exercises.json` describes each exercise; `kata verify` checks it against this list.

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
]

let learnersOwnCode = Context.environment["KATA_EXERCISES"] == "1"

let exercises: [Target] = exerciseFolders.map { exercise in
    .testTarget(
        name: "Exercise-\(exercise.name)",
        dependencies: [
            "ExerciseSupport", "KataTestSupport", "KataUtilities", "SourceChecks", "DefectScenarios", "DefectTesting",
            // Grade 4: the learner writes a part of Production, and the production scenarios check it.
            "Production", "ProductionScenarios", "ProductionTesting",
        ],
        path: "\(learnersOwnCode ? "Exercises" : "Solutions")/\(exercise.name)",
        swiftSettings: learnersOwnCode && exercise.shipsSwift5Code ? [.swiftLanguageMode(.v5)] : []
    )
}

let package = Package(
    name: "network-layer-kata",
    // macOS 13 is the first with URL.appending(queryItems:), Duration and Task.sleep(for:).
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Broken", targets: ["Broken"]),
        .library(name: "Fixed", targets: ["Fixed"]),
        .library(name: "UIKitStandIn", targets: ["UIKitStandIn"]),
        .library(name: "FixtureServer", targets: ["FixtureServer"]),
        .library(name: "Production", targets: ["Production"]),
        .executable(name: "kata", targets: ["kata"]),
    ],
    targets: modules + tools + testSuites + exercises
)
