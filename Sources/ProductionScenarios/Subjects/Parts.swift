import Foundation
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The parts a scenario can take from outside. Each is the smallest thing a learner's code could
// also be: a function, a type conforming to one of Production's protocols, or a factory.

/// Builds a request URL: `base` + `path` + `query`.
public typealias QueryURLMaker = @Sendable (_ base: URL, _ path: String, _ query: [URLQueryItem]) throws -> URL

/// Which endpoint a response is checked for.
public enum ResponseKind: String, Sendable, CustomStringConvertible {
    /// `GET /users/{id}`: 200 with a user, who must have a name.
    case profile
    /// `DELETE /users/me/avatar`: 204, or 200, with no body.
    case deleteAvatar
    /// `PATCH /users/me`: 200 with the user; 204, or 200 with no body, for a change applied with
    /// no copy sent back (a `User?` that is nil); 422 with field errors.
    case updateProfile
    /// `GET /users/{id}/invited-by`: 200 with a user, or 204 for nobody (a `User?`).
    case invitedBy
    /// `GET /users?q=…`: 200 with a list of users, each of whom must have a name.
    case search

    public var description: String {
        switch self {
        case .profile: "GET /users/1"
        case .deleteAvatar: "DELETE /users/me/avatar"
        case .updateProfile: "PATCH /users/me"
        case .invitedBy: "GET /users/1/invited-by"
        case .search: "GET /users?q=ada"
        }
    }
}

/// What a response checker made of one answer.
public enum Verdict: Sendable, Equatable, CustomStringConvertible {
    /// Accepted, with the value described: a user's name, "no content", "nobody" for nobody who
    /// invited a user, or `Verdict.applied` for an update that sent no copy back.
    case accepted(String)

    /// What an update accepted with no user to decode is described as.
    public static let applied = "applied, no copy sent back"
    case refused(Failure)

    public var description: String {
        switch self {
        case .accepted(let value): "accepted \"\(value)\""
        case .refused(let symptom): "refused with \(symptom)"
        }
    }
}

/// Checks one answer for one endpoint.
public typealias ResponseChecker = @Sendable (ResponseKind, Data, URLResponse) -> Verdict

/// The retry table: may this method be retried after this failure, with or without a key?
public typealias RetryTable = @Sendable (_ method: HTTPMethod, _ failure: FailureKind, _ hasIdempotencyKey: Bool) -> Bool

/// The wait before retry `retry` (0 for the first) for a random `fraction` in 0...1.
public typealias BackoffFunction = @Sendable (_ retry: Int, _ fraction: Double) -> Duration

/// How long `Retry-After` asks to wait, from header fields as they arrived; nil when absent or
/// unreadable.
public typealias RetryAfterReader = @Sendable (_ headers: [String: String], _ now: Date) -> Duration?

/// What sends a request over a real session: `Production`'s adapter (`URLSession.transport`),
/// or a plain `{ try await session.data(for: $0) }`.
public typealias TransportAdapter = @Sendable (URLSession) -> Transport

/// Header fields as a log may show them.
public typealias HeaderRedactor = @Sendable (_ headers: [String: String]) -> String

/// Makes a token store from sign-in credentials and a way to refresh them.
public typealias TokenStoreFactory = @Sendable (Credentials, @escaping TokenStore.Refresh) -> any AccessTokenProvider

/// Makes a cursor over the pages `load` fetches.
public typealias PagesFactory = @Sendable (@escaping PageSequence<User>.Load) -> any PageCursor

/// Pages, one `next()` at a time; nil after the last.
public protocol PageCursor: AnyObject {
    func next() async throws -> Page<User>?
}

/// Makes a client over the scenario's seams.
public typealias ClientFactory = @Sendable (ClientSeams) -> any ClientUnderTest

/// The calls the client scenarios make.
public protocol ClientUnderTest: Sendable {
    func fetchUser(id: Int) async throws -> User
    func searchUsers(matching query: String) async throws -> [User]
    func sendMessage(_ text: String, to recipient: Int) async throws -> Message
    /// Nil when the server applied the rename and sent no user back (204 No Content).
    func updateName(_ name: String) async throws -> User?
    func deleteAvatar() async throws
}

/// Starts a profile load through a completion handler, over the scenario's seams. The scenario's
/// completion is not main-actor isolated: it records which queue it was called on, so a wrapper
/// that calls back from a background queue is seen doing so.
public typealias CompletionFetcher = @Sendable (
    ClientSeams, _ userID: Int, _ completion: @escaping @Sendable (Result<User, any Error>) -> Void
) -> CompletionCall

/// What a completion-handler call hands back: a way to cancel it, and a way for the test to
/// wait until its completion has been delivered.
public struct CompletionCall: Sendable {
    public let cancel: @Sendable () -> Void
    public let delivered: @Sendable () async -> Void

    public init(cancel: @escaping @Sendable () -> Void, delivered: @escaping @Sendable () async -> Void) {
        self.cancel = cancel
        self.delivered = delivered
    }
}

/// Makes the profile screen's model for `userID`, over the seams and a cache.
public typealias ProfileModelFactory = @MainActor @Sendable (ClientSeams, any ProfileCache, _ userID: Int) -> any ProfileScreenModel

/// The profile screen's model, as the scenarios drive it.
@MainActor
public protocol ProfileScreenModel: AnyObject {
    var state: ProfileState { get }
    var lastUpdated: String? { get }
    func load() -> Task<Void, Never>
    func networkCameBack() -> Task<Void, Never>
    func cancel()
}

/// Makes the search screen's model over the seams.
public typealias SearchModelFactory = @MainActor @Sendable (ClientSeams) -> any SearchScreenModel

/// The search screen's model, as the scenarios drive it.
@MainActor
public protocol SearchScreenModel: AnyObject {
    var state: SearchState { get }
    func queryChanged(_ text: String) -> Task<Void, Never>?
}
