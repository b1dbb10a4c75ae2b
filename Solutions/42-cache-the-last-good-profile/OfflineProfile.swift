// Grade 4 · Production: one answer to the offline cache. `Production`'s ProfileViewModel and
// FileProfileCache (Sources/Production/ViewModels/, Sources/Production/Cache/) are another.
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
        // The client talks to the network itself: below it, nobody knows which answer is good
        // (a Wi-Fi login page comes with 200), and an answer from the cache would pass for fresh.
        client = makeClient(network)
    }

    /// "Last updated 5 minutes ago", while an offline copy is shown.
    var lastUpdated: String? {
        guard case .offline(let copy) = state else { return nil }
        // Read when the label is: the copy on screen grows older.
        return LastUpdated.text(savedAt: copy.savedAt, now: now())
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

    /// The network is back (the app hears it from `NWPathMonitor`): refresh behind the copy on
    /// screen, which stays there with its label until the fresh profile replaces it.
    @discardableResult
    func networkCameBack() -> Task<Void, Never> {
        guard case .offline = state else { return load() }
        loading?.cancel()
        let task = Task { await refresh() }
        loading = task
        return task
    }

    /// The screen went away: stop, and show nothing more.
    func cancel() {
        loading?.cancel()
    }

    private func refresh() async {
        do throws(APIError) {
            let user = try await client.fetchUser(id: userID)
            // Only a profile the client accepted is kept, dated by the app's clock.
            if let body = try? JSONEncoder().encode(user) { await cache.keep(body, for: profileURL, at: now()) }
            guard !Task.isCancelled else { return }
            state = .loaded(user)
        } catch {
            guard !Task.isCancelled, let reason = FailureReason(error, now: now()) else { return }
            // Offline, the last good profile, shown as a copy with its age.
            if reason == .offline, let kept = await cache.kept(for: profileURL),
               let user = try? JSONDecoder().decode(User.self, from: kept.body) {
                state = .offline(CachedProfile(user: user, savedAt: kept.savedAt))
            } else {
                state = .failed(reason)
            }
        }
    }
}
