// Grade 4 · Production. Offline on the train, the profile shows an error page, or an old copy as
// if it were new.
//
// The original write-up's follow-up questions, to "The product wants offline support.": "Cache
// the last good response on disk keyed by URL, show it with a 'last updated' label, and refresh
// in the background. Don't fake it with long timeouts." This screen's first try keeps every
// answer the network sends, on disk by URL, and hands the kept one over in the network's place
// when the phone is offline: the client cannot tell it from a fresh answer, and neither can the
// user.
//
// Observe first: `swift run -q kata check 42`: what the screen showed offline after an outage's
// error page, how old the label said the copy was, and what happened when the network came back.
// The `// TODO`s are in `ProfileModel`: its initializer, `lastUpdated`, `networkCameBack()` and
// `refresh()`, and in `AnswerCache.transport(over:)`.
//
// What you may use besides what this file shows: names and signatures, not answers.
// - `ProfileState`: `.idle`, `.loading`, `.loaded(User)`, `.offline(CachedProfile)` (a copy, shown
//   with its label), `.failed(FailureReason)`. `CachedProfile(user: User, savedAt: Date)`.
// - `LastUpdated.text(savedAt: Date, now: Date) -> String`: "Last updated 5 minutes ago".
// - `FailureReason.init?(_ error: APIError, now: Date)`: `.offline` for no network (nil for a
//   cancellation); `APIClient.fetchUser(id:) async throws(APIError) -> User`, which returns only a
//   profile it checked (status, content type, JSON, rules).
// - `User` is `Codable`: `JSONEncoder().encode(_:)`, `JSONDecoder().decode(_:from:)`.
// - `Production`'s `FileProfileCache(directory:)` keeps `CachedProfile`s by user id
//   (`save(_:)`, `profile(for:)`); you may use it instead of `AnswerCache`.
import Foundation
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers kept on disk, one file per URL in `folder`.
actor AnswerCache {
    /// One answer as it is kept: its body, and when it was kept.
    struct Kept: Codable, Sendable {
        let body: Data
        let savedAt: Date
    }

    private let folder: URL

    init(folder: URL) {
        self.folder = folder
    }

    func keep(_ body: Data, for url: URL, at date: Date) {
        // A cache that cannot write is an empty cache, not a failure of the screen.
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? JSONEncoder().encode(Kept(body: body, savedAt: date)).write(to: file(for: url), options: .atomic)
    }

    func kept(for url: URL) -> Kept? {
        guard let data = try? Data(contentsOf: file(for: url)) else { return nil }
        return try? JSONDecoder().decode(Kept.self, from: data)
    }

    /// The file for `url`: its whole text, everything but letters and digits escaped.
    private func file(for url: URL) -> URL {
        let name = url.absoluteString.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "answer"
        return folder.appendingPathComponent(name + ".json")
    }

    /// The network, with every answer kept for its URL, and the kept answer handed back when the
    /// phone is offline.
    nonisolated func transport(over network: @escaping Transport) -> Transport {
        { request in
            guard let url = request.url else { return try await network(request) }
            do {
                let (body, response) = try await network(request)
                // TODO: an outage's error page is kept as the profile, over the last good one.
                await self.keep(body, for: url, at: Date())
                return (body, response)
            } catch let error as URLError where error.code == .notConnectedToInternet {
                // TODO: the kept answer passes for a fresh one: the screen cannot say how old it is.
                guard let kept = await self.kept(for: url),
                      let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: ["Content-Type": "application/json"])
                else { throw error }
                return (kept.body, response)
            }
        }
    }
}

/// The profile screen's logic, without UIKit: one state at a time, on the main actor.
@MainActor
final class ProfileModel {
    private(set) var state = ProfileState.idle

    private let userID: Int
    /// The profile's URL, `GET /users/{id}`: the key its copy is kept under.
    private let profileURL: URL
    private let cache: AnswerCache
    private let client: APIClient
    /// "Now", by the app's clock.
    private let now: @Sendable () -> Date
    private var loading: Task<Void, Never>?

    /// - Parameters:
    ///   - cacheFolder: where the copies are kept on disk.
    ///   - network: the transport to the server.
    ///   - makeClient: `Production`'s client over the transport it is given.
    init(
        userID: Int, profileURL: URL, cacheFolder: URL, network: @escaping Transport,
        now: @escaping @Sendable () -> Date, makeClient: (@escaping Transport) -> APIClient
    ) {
        self.userID = userID
        self.profileURL = profileURL
        self.now = now
        cache = AnswerCache(folder: cacheFolder)
        // TODO: the client gets whatever the cache hands over, fresh or not, error page or not.
        client = makeClient(cache.transport(over: network))
    }

    /// "Last updated 5 minutes ago", while an offline copy is shown.
    var lastUpdated: String? {
        guard case .offline(let copy) = state else { return nil }
        // TODO: the device's clock, not the app's.
        return LastUpdated.text(savedAt: copy.savedAt, now: Date())
    }

    /// Loads the profile, replacing any load still running.
    /// - Returns: the load, for a caller (a test) that waits for it to end.
    @discardableResult
    func load() -> Task<Void, Never> {
        loading?.cancel()
        state = .loading
        let task = Task { await refresh() }
        loading = task
        return task
    }

    /// The network is back (the app hears it from `NWPathMonitor`).
    @discardableResult
    func networkCameBack() -> Task<Void, Never> {
        // TODO: the copy on screen stays as old as it is.
        Task {}
    }

    /// The screen went away: stop, and show nothing more.
    func cancel() {
        loading?.cancel()
    }

    private func refresh() async {
        do throws(APIError) {
            let user = try await client.fetchUser(id: userID)
            guard !Task.isCancelled else { return }
            state = .loaded(user)
        } catch {
            guard !Task.isCancelled, let reason = FailureReason(error, now: now()) else { return }
            // TODO: offline, with no answer kept, an error; with one, nothing says it is old.
            state = .failed(reason)
        }
    }
}
