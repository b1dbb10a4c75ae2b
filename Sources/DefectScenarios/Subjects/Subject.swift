import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KataTestSupport
import UIKitStandIn
import KataUtilities
import SourceChecks

/// One implementation of the profile-and-search feature, as the defect scenarios drive it.
///
/// `BrokenSubject` and `FixedSubject` are the two in this package; the capstone exercise has
/// the learner write a third. Every call answers from canned `Reply`s, never the network, and
/// every wait is bounded (see `Waits`).
public protocol Subject: Sendable {
    /// "Broken" or "Fixed", as failure messages name it.
    var name: String { get }

    /// The client's source files, for the compile-time and source checks of defects 13, 14
    /// and 16.
    var sources: SourceSet { get }

    /// Loads the profile of user `id` from a server that answers with `replies`.
    func fetchUser(id: Int, replies: [Reply]) async -> Call<UserSnapshot>

    /// Searches for `query` against a server that answers with `replies`.
    func searchUsers(matching query: String, replies: [Reply]) async -> Call<[UserSnapshot]>

    /// Loads `first` and `second` at the same time through two clients, each given its own
    /// fake: user 1 answered by `first`, user 2 by `second`.
    func fetchWithTwoClients(first: [Reply], second: [Reply]) async -> (Call<UserSnapshot>, Call<UserSnapshot>)

    /// Sets up a fake server answering `replies` and hands `body` what it needs to show the
    /// profile screen for `userID` (nil: the caller forgot to set it) and watch it. The scripts
    /// in `ScreenScript` drive the screen; the subject only says how to make it.
    func withProfileScreen<Result: Sendable>(
        userID: Int?, replies: [Reply], _ body: @Sendable (ProfileScreenRig) async -> Result
    ) async -> Result
}

/// The profile screen a subject made, and the two views the scenarios watch.
public struct ProfileScreen: Sendable {
    public let controller: UIViewController
    public let label: UILabel
    public let spinner: UIActivityIndicatorView

    public init(controller: UIViewController, label: UILabel, spinner: UIActivityIndicatorView) {
        self.controller = controller
        self.label = label
        self.spinner = spinner
    }
}

/// How a scenario makes a subject's profile screen and watches the fake server behind it.
public struct ProfileScreenRig: Sendable {
    /// Makes the screen, not yet loaded, as the app would before showing it.
    public let makeScreen: @MainActor @Sendable () -> ProfileScreen
    /// How long the screen gets to react once its answer is in, or once the user left: a
    /// correct screen takes milliseconds.
    public let reactionTime: Duration
    /// Waits until at least `count` requests reached the fake, at most `within`.
    public let waitForRequests: @Sendable (_ count: Int, _ within: Duration) async -> Bool
    /// Waits until the fake has answered at least `count` requests, at most `within`.
    public let waitForAnswers: @Sendable (_ count: Int, _ within: Duration) async -> Bool
    /// Waits until a held request was cancelled, at most `within`.
    public let waitForCancellation: @Sendable (_ within: Duration) async -> Bool
    /// Lets the held replies go.
    public let releaseHeldReplies: @Sendable () async -> Void
    /// Every request the fake saw.
    public let requests: @Sendable () async -> [URLRequest]

    public init(
        makeScreen: @escaping @MainActor @Sendable () -> ProfileScreen, reactionTime: Duration,
        waitForRequests: @escaping @Sendable (Int, Duration) async -> Bool,
        waitForAnswers: @escaping @Sendable (Int, Duration) async -> Bool,
        waitForCancellation: @escaping @Sendable (Duration) async -> Bool,
        releaseHeldReplies: @escaping @Sendable () async -> Void,
        requests: @escaping @Sendable () async -> [URLRequest]
    ) {
        self.makeScreen = makeScreen
        self.reactionTime = reactionTime
        self.waitForRequests = waitForRequests
        self.waitForAnswers = waitForAnswers
        self.waitForCancellation = waitForCancellation
        self.releaseHeldReplies = releaseHeldReplies
        self.requests = requests
    }

    /// A rig over a `FakeTransport` handed to the screen's client: how Fixed and a rewrite are
    /// driven.
    public init(fake: FakeTransport, reactionTime: Duration, makeScreen: @escaping @MainActor @Sendable () -> ProfileScreen) {
        self.init(
            makeScreen: makeScreen, reactionTime: reactionTime,
            waitForRequests: { await fake.waitForRequests($0, within: $1) },
            waitForAnswers: { await fake.waitForAnswers($0, within: $1) },
            waitForCancellation: { await fake.waitForCancellation(within: $0) },
            releaseHeldReplies: { await fake.releaseHeldReplies() },
            requests: { await fake.requests })
    }
}

/// Where a subject's client code lives, for the compile-time and source checks.
public struct SourceSet: Sendable {
    /// The client's source files.
    public let files: [URL]
    /// The module they make; in messages.
    public let module: String

    public init(files: [URL], module: String) {
        self.files = files
        self.module = module
    }

    /// Every `.swift` file under `folder`, a path relative to the package root.
    public init(folder: String, module: String) {
        let root = BuildPaths.packageRoot.appendingPathComponent(folder)
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        let files = (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        self.init(files: files.sorted { $0.path < $1.path }, module: module)
    }

    /// What a message calls them: the folder, or the one file.
    public var label: String {
        let folders = Set(files.map { $0.deletingLastPathComponent().lastPathComponent })
        return folders.count == 1 ? "\(module)'s sources (\(folders.first!)/)" : "\(module)'s sources"
    }

    /// Each file with its text; a file that cannot be read is left out.
    public var texts: [(file: URL, text: String)] {
        files.compactMap { file in (try? String(contentsOf: file, encoding: .utf8)).map { (file, $0) } }
    }
}

/// The subjects a child process can be asked to run, by name.
public enum SubjectID: String, Codable, Sendable, CaseIterable {
    case broken, fixed

    public var subject: any Subject {
        switch self {
        case .broken: BrokenSubject()
        case .fixed: FixedSubject()
        }
    }
}

extension SwiftTypeCheck {
    /// Type-checks a subject's client sources on their own, in Swift 6 mode.
    static func module(_ sources: SourceSet) async -> Result {
        await module(sources.module, files: sources.files)
    }

    /// Type-checks `code` as one more file of a subject's client module.
    static func snippet(_ code: String, alongside sources: SourceSet) async -> Result {
        await snippet(code, module: sources.module, alongside: sources.files)
    }
}
