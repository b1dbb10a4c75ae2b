// swift-tools-version: 6.3
// Swift 6.3 (Xcode 26.4) or later: the tests capture values in exit tests (`[answer] in`), which
// Swift Testing accepts from 6.3 on; exit tests themselves came with 6.2. An older toolchain stops
// here, saying which tools version the package needs, instead of deep inside a test.
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

    // What every scenario is made of, defect or production policy: `Check`, `Outcome`,
    // `Failure`, the judgement of a run (`ScenarioResult`), the one bound on a wait (`Waits`),
    // and the channel a child process reports on (`Child`). No test framework, no subject.
    .target(name: "ScenarioCore", dependencies: ["KataUtilities"]),

    // Reading Swift sources and type-checking them with swiftc, for the checks that live in
    // the code rather than in what it does (defects 13, 14, 16, and exercises that ask for them).
    .target(name: "SourceChecks", dependencies: ["KataUtilities"]),

    // Fakes and seams the tests drive the subjects through. It imports none of them: a fake's
    // transport is a plain closure, and a fake becomes a subject's seam where that subject is
    // driven (Sources/ProductionScenarios/Subjects/Fakes+Production.swift).
    .target(name: "KataTestSupport", dependencies: ["FixtureServer", "KataUtilities"]),

    // Broken's own client source, compiled against a stand-in URLSession that can hand `nil`
    // data: the link seam that reaches defect 3. Its APIClient.swift and User.swift are links to
    // Broken's (SwiftPM forbids two targets sharing a source file); a test checks the links.
    // See docs/seams.md.
    .target(name: "BrokenLinkSeam", swiftSettings: [.swiftLanguageMode(.v5)]),

    // The sixteen defect scenarios, written once, run against any `Subject`.
    .target(
        name: "DefectScenarios",
        dependencies: [
            "Broken", "BrokenLinkSeam", "Fixed", "KataTestSupport", "KataUtilities", "ScenarioCore", "SourceChecks", "UIKitStandIn",
        ]),

    // The defect suite's assertions in Swift Testing, shared by the tests and the capstone.
    .target(name: "DefectTesting", dependencies: ["DefectScenarios"]),

    // The production scenarios, written once, run against Production or a learner's part.
    .target(
        name: "ProductionScenarios",
        dependencies: ["FixtureServer", "KataTestSupport", "KataUtilities", "Production", "ScenarioCore", "SourceChecks", "UIKitStandIn"]),

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
    .testTarget(
        name: "IntegrationTests",
        dependencies: ["FixtureServer", "Fixed", "KataTestSupport", "KataUtilities", "Production", "ProductionScenarios"]),
    // Every production scenario against Production, and the parts no scenario covers.
    .testTarget(
        name: "ProductionTests",
        dependencies: ["ProductionScenarios", "ProductionTesting", "Production", "KataTestSupport", "KataUtilities"]),
    .testTarget(name: "KataTests", dependencies: ["KataRunner"], exclude: ["SampleReviews", "BlindReviews", "ReviewSamples", "BlindClientReviews"]),
]

// MARK: - Graded exercises
//
// The exercises are a package of their own, `Exercises/Package.swift`, which depends on this one
// by path: each exercise a test target compiled from the folder the learner edits, so Xcode and
// `swift test --package-path Exercises` run the learner's work, never the answers. What they
// import from here is the `ExerciseSupport` product below. `kata verify` checks `Solutions/`.

let package = Package(
    name: "network-layer-kata",
    // macOS 15: `TokenStore.Refresh` and `PageSequence.Load` are typed-throws function types, and
    // the production scenarios pass types holding them as generic arguments, which needs the
    // Swift 6 runtime ("runtime support for typed throws function types is only available in
    // macOS 15.0.0 or newer"). Every Mac that runs a Swift 6.3 Xcode is on macOS 15 or later.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Broken", targets: ["Broken"]),
        .library(name: "Fixed", targets: ["Fixed"]),
        .library(name: "UIKitStandIn", targets: ["UIKitStandIn"]),
        .library(name: "FixtureServer", targets: ["FixtureServer"]),
        .library(name: "Production", targets: ["Production"]),
        .executable(name: "kata", targets: ["kata"]),
        // What the exercises' package (Exercises/Package.swift) imports: every module an
        // exercise's tests or code may use.
        .library(
            name: "ExerciseSupport",
            targets: [
                "ExerciseSupport", "KataTestSupport", "KataUtilities", "ScenarioCore", "SourceChecks", "DefectScenarios", "DefectTesting",
                "Production", "ProductionScenarios", "ProductionTesting",
            ]),
    ],
    targets: modules + tools + testSuites
)
