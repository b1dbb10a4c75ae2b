import Foundation

/// A profile as last loaded, and when.
public struct CachedProfile: Codable, Equatable, Sendable {
    public let user: User
    public let savedAt: Date

    public init(user: User, savedAt: Date) {
        self.user = user
        self.savedAt = savedAt
    }
}

/// Where the last good profile is kept, to show when the network is not there.
public protocol ProfileCache: Sendable {
    func save(_ profile: CachedProfile) async
    func profile(for userID: Int) async -> CachedProfile?
}

/// A cache in memory: for tests, and for an app that only needs it while running.
public actor MemoryProfileCache: ProfileCache {
    private var profiles: [Int: CachedProfile] = [:]

    public init() {}

    public func save(_ profile: CachedProfile) {
        profiles[profile.user.id] = profile
    }

    public func profile(for userID: Int) -> CachedProfile? {
        profiles[userID]
    }
}
