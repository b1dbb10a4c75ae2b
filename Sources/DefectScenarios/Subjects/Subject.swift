import KataTestSupport

/// One implementation of the profile-and-search feature, as the defect scenarios drive it.
///
/// `BrokenSubject` and `FixedSubject` are the two in this package; the capstone exercise has
/// the learner write a third. Every call answers from canned `Reply`s, never the network, and
/// every wait is bounded (see `Deadline`).
public protocol Subject: Sendable {
    /// "Broken" or "Fixed", as failure messages name it.
    var name: String { get }

    /// The folder of the client's sources (relative to the package root) and their module
    /// name, for the compile-time checks of defects 13 and 16.
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

/// Where a subject's client code lives.
public struct SourceSet: Sendable {
    /// A folder relative to the package root; every `.swift` file below it is included.
    public let folder: String
    /// The module those files make.
    public let module: String

    public init(folder: String, module: String) {
        self.folder = folder
        self.module = module
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
