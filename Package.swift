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

        // Fakes and seams the tests drive both modules through.
        .target(name: "KataTestSupport", dependencies: ["Broken", "Fixed", "UIKitStandIn"]),

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

        // Runs one defect scenario in a child process, for the XCTest cases whose subject may trap.
        .executableTarget(name: "DefectProbe", dependencies: ["DefectScenarios"]),

        // The learner's front door: `swift run kata`.
        .executableTarget(
            name: "kata",
            dependencies: ["Broken", "Fixed", "FixtureServer", "UIKitStandIn", "KataTestSupport"]
        ),

        .testTarget(name: "FixedTests", dependencies: ["Fixed", "KataTestSupport"]),
        .testTarget(name: "DefectTests", dependencies: ["DefectScenarios", "DefectProbe"]),
        .testTarget(name: "DocsTests", dependencies: ["DefectScenarios"]),
        .testTarget(name: "SupportTests", dependencies: ["KataTestSupport", "UIKitStandIn", "Fixed"]),

        // A loopback HTTP/1.1 server for tests and `kata repro`: queued responses, recorded
        // requests, socket policies. No dependencies, POSIX sockets only.
        .target(name: "FixtureServer"),
        .testTarget(name: "FixtureServerTests", dependencies: ["FixtureServer"]),
        // Fixed over the real URLSession against the fixture server, and the contract that the
        // fake transport gives the same outcome as the real one.
        .testTarget(name: "IntegrationTests", dependencies: ["FixtureServer", "Fixed", "KataTestSupport"]),
    ]
)
