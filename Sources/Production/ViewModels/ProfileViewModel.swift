import Foundation

/// What the profile screen shows.
public enum ProfileState: Equatable, Sendable {
    case idle
    case loading
    case loaded(User)
    /// Offline, showing the last good profile with "last updated …".
    case offline(CachedProfile)
    case failed(FailureReason)
}

/// The profile screen's logic, without UIKit: one state at a time, published on the main actor.
@MainActor
public final class ProfileViewModel {
    public private(set) var state = ProfileState.idle {
        didSet { onChange?(state) }
    }
    /// Called with every new state, on the main actor.
    public var onChange: ((ProfileState) -> Void)?

    private let userID: Int
    private let client: APIClient
    private let cache: any ProfileCache
    private let now: @Sendable () -> Date
    private var loading: Task<Void, Never>?

    public init(userID: Int, client: APIClient, cache: any ProfileCache, now: @escaping @Sendable () -> Date = { Date() }) {
        self.userID = userID
        self.client = client
        self.cache = cache
        self.now = now
    }

    /// "Last updated 5 minutes ago", while an offline copy is shown.
    public var lastUpdated: String? {
        guard case .offline(let cached) = state else { return nil }
        return LastUpdated.text(savedAt: cached.savedAt, now: now())
    }

    /// Loads the profile, replacing any load still running.
    /// - Returns: the load, for a caller (a test) that wants to wait for it to end.
    @discardableResult
    public func load() -> Task<Void, Never> {
        loading?.cancel()
        state = .loading
        let task = Task { await self.refresh() }
        loading = task
        return task
    }

    /// The network is back (the app hears it from `NWPathMonitor`): refresh what is shown. An
    /// offline copy stays on screen, with its label, until the fresh profile replaces it: the
    /// refresh runs behind it, not in front of it as a spinner would.
    @discardableResult
    public func networkCameBack() -> Task<Void, Never> {
        guard case .offline = state else { return load() }
        loading?.cancel()
        let task = Task { await self.refresh() }
        loading = task
        return task
    }

    /// The screen went away: stop, and show nothing more.
    public func cancel() {
        loading?.cancel()
    }

    private func refresh() async {
        do throws(APIError) {
            let user = try await client.fetchUser(id: userID)
            await cache.save(CachedProfile(user: user, savedAt: now()))
            guard !Task.isCancelled else { return }
            state = .loaded(user)
        } catch {
            guard !Task.isCancelled, let reason = FailureReason(error, now: now()) else { return }
            if reason == .offline, let cached = await cache.profile(for: userID) {
                state = .offline(cached)
            } else {
                state = .failed(reason)
            }
        }
    }
}
