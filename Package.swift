// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "network-layer-kata",
    // macOS 13 is the first with URL.appending(queryItems:), Duration and Task.sleep(for:).
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Broken", targets: ["Broken"]),
        .library(name: "Fixed", targets: ["Fixed"]),
        .library(name: "UIKitStandIn", targets: ["UIKitStandIn"]),
        .executable(name: "kata", targets: ["kata"]),
        .library(name: "FixtureServer", targets: ["FixtureServer"]),
        .library(name: "Production", targets: ["Production"]),
    ],
    targets: [
        // The few UIKit types the profile screen needs, plus a main-thread checker.
        .target(name: "UIKitStandIn"),

        // The original code, sixteen defects and all. Swift 5 mode on purpose:
        // in Swift 6 mode it does not compile, and that is defect 13.
        .target(
            name: "Broken",
            dependencies: ["UIKitStandIn"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),

        // The async/await rewrite. Every fix is marked with its defect number.
        .target(name: "Fixed", dependencies: ["UIKitStandIn"]),

        // The client after the interview's follow-ups: every policy a layer of its own, and
        // time, randomness, "now", keys and the transport injected. See docs/production.md.
        .target(name: "Production"),

        // Fakes and seams the tests drive both modules through.
        .target(name: "KataTestSupport", dependencies: ["Broken", "Fixed", "FixtureServer", "Production", "UIKitStandIn"]),

        // Broken's own client source, compiled against a stand-in URLSession that can hand
        // `nil` data: the link seam that reaches defect 3. See docs/seams.md.
        .target(
            name: "BrokenLinkSeam",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),

        // The sixteen defect scenarios, written once, run against any `Subject`.
        .target(
            name: "DefectScenarios",
            dependencies: ["Broken", "BrokenLinkSeam", "Fixed", "KataTestSupport", "UIKitStandIn"]
        ),

        // The production scenarios, written once, run against Production or a learner's part.
        .target(name: "ProductionScenarios", dependencies: ["KataTestSupport", "Production", "UIKitStandIn"]),

        // Runs one defect scenario in a child process, for the XCTest cases whose subject may trap.
        .executableTarget(name: "DefectProbe", dependencies: ["DefectScenarios"]),

        // The learner's front door: `swift run kata`.
        .executableTarget(
            name: "kata",
            dependencies: ["Broken", "Fixed", "FixtureServer", "UIKitStandIn", "KataTestSupport", "Production", "ProductionScenarios"]
        ),

        .testTarget(name: "FixedTests", dependencies: ["Fixed", "KataTestSupport"]),
        .testTarget(name: "DefectTests", dependencies: ["DefectScenarios", "DefectProbe", "KataTestSupport"]),
        .testTarget(name: "DocsTests", dependencies: ["DefectScenarios"]),
        .testTarget(name: "SupportTests", dependencies: ["KataTestSupport", "UIKitStandIn", "Fixed", "FixtureServer", "Production"]),

        // A loopback HTTP/1.1 server for tests and `kata repro`: queued responses, recorded
        // requests, socket policies. No dependencies, POSIX sockets only.
        .target(name: "FixtureServer"),
        .testTarget(name: "FixtureServerTests", dependencies: ["FixtureServer"]),
        // Fixed over the real URLSession against the fixture server, and the contract that the
        // fake transport gives the same outcome as the real one.
        .testTarget(name: "IntegrationTests", dependencies: ["FixtureServer", "Fixed", "KataTestSupport", "Production"]),
        // Every production scenario against Production, and the parts no scenario covers.
        .testTarget(name: "ProductionTests", dependencies: ["ProductionScenarios", "Production", "KataTestSupport"]),
    ]
)

// MARK: - Graded exercises
//
// Each folder in Exercises/ becomes one test target: its tests, compiled with the files the
// learner edits. By default those files come from Solutions/, so `swift test` stays green;
// `KATA_EXERCISES=1 swift test` takes them from Exercises/ instead, to see your own red and
// green without the runner. (The runner, `swift run kata check`, compiles one exercise at a
// time, so one that does not compile never stops you checking another.)

// Listed by name: a new exercise is one more line. `kata verify` checks this list against the
// metadata. Each Solutions/ folder holds a link to the exercise's tests, so either folder is a
// whole test target.
let exerciseFolders = [
    "01-trace-a-timeout",
    "02-trace-a-500-with-html",
    "03-trace-a-200",
    "04-what-datatask-hands-you",
    "05-convert-from-snake-case",
    "06-which-thread-runs-the-handler",
    "07-which-defect-behind-each-report",
    "08-fix-the-try-bang",
    "09-fix-the-avatar-key",
    "10-fix-the-data-bang",
    "11-fix-the-ui-thread",
    "12-fix-the-query-encoding",
    "13-fix-the-logging",
    "14-fix-user-zero",
    "15-fix-the-strong-self",
    "16-fix-the-endless-spinner",
    "17-fix-the-status-check",
    "18-fix-the-lost-errors",
    "19-fix-timeout-and-retry",
    "20-fix-the-singleton",
    "21-fix-one-decoder",
    "22-fix-the-duplicated-requests",
    "23-fix-final-and-base-url",
    "24-rewrite-the-client",
]
let learnerFolder = Context.environment["KATA_EXERCISES"] == "1" ? "Exercises" : "Solutions"

package.targets.append(.target(name: "ExerciseSupport", dependencies: ["Broken", "KataTestSupport", "UIKitStandIn"]))
// The capstone runs the defect suite's own scenarios against the learner's rewrite. The original
// code it ships compiles only in Swift 5 mode (defect 13); the answer, in Swift 6 mode.
let capstone = "24-rewrite-the-client"
for folder in exerciseFolders {
    let isCapstone = folder == capstone
    package.targets.append(
        .testTarget(
            name: "Exercise-\(folder)",
            dependencies: isCapstone ? ["ExerciseSupport", "DefectScenarios"] : ["ExerciseSupport"],
            path: "\(learnerFolder)/\(folder)",
            swiftSettings: isCapstone && learnerFolder == "Exercises" ? [.swiftLanguageMode(.v5)] : []
        )
    )
}

// The runner's own logic: metadata checks, exercise lookup, the progress file.
package.targets.append(.testTarget(name: "KataTests", dependencies: ["kata"]))
