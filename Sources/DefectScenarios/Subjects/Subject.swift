import Foundation
import KataTestSupport

/// One implementation of the profile-and-search feature, as the defect scenarios drive it.
///
/// `BrokenSubject` and `FixedSubject` are the two in this package; the capstone exercise has
/// the learner write a third. Every call answers from canned `Reply`s, never the network, and
/// every wait is bounded (see `Deadline`).
public protocol Subject: Sendable {
    /// "Broken" or "Fixed", as failure messages name it.
    var name: String { get }

    /// The client's source files, for the compile-time checks of defects 13 and 16: they must
    /// type-check in Swift 6 mode on their own, and other code must not subclass the client.
    var sources: SourceSet { get }

    /// Loads the profile of user `id` from a server that answers with `replies`.
    func fetchUser(id: Int, replies: [Reply]) async -> Call<UserSnapshot>

    /// Searches for `query` against a server that answers with `replies`.
    func searchUsers(matching query: String, replies: [Reply]) async -> Call<[UserSnapshot]>

    /// Loads `first` and `second` at the same time through two clients, each given its own
    /// fake: user 1 answered by `first`, user 2 by `second`.
    func fetchWithTwoClients(first: [Reply], second: [Reply]) async -> (Call<UserSnapshot>, Call<UserSnapshot>)

    /// Shows the profile screen for `userID` (nil: the caller forgot to set it) and waits until
    /// its spinner stops, or the deadline passes.
    func showProfile(userID: Int?, replies: [Reply]) async -> ScreenRun

    /// Shows the profile screen for `userID`, dismisses it while its request is still in
    /// flight, and reports whether the screen was freed at once.
    func dismissProfileWhileLoading(userID: Int) async -> DismissRun
}

/// Where a subject's client code lives, for the compile-time checks of defects 13 and 16.
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
