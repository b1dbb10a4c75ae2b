import Foundation

/// A cache on disk: one small JSON file per user, in `directory`.
///
/// It holds personal data: on iOS the files are written with complete file protection (unreadable
/// while the device is locked), and the folder is cleared at sign-out: the app passes
/// `{ await cache.clear() }` as the `TokenStore`'s `onSignOut`.
public actor FileProfileCache: ProfileCache {
    private let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    public func save(_ profile: CachedProfile) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var options: Data.WritingOptions = [.atomic]
            #if os(iOS)
            options.insert(.completeFileProtection)
            #endif
            try JSONEncoder().encode(profile).write(to: file(for: profile.user.id), options: options)
        } catch {
            // A cache that cannot save is an empty cache, not a failure of the screen.
        }
    }

    public func profile(for userID: Int) -> CachedProfile? {
        guard let data = try? Data(contentsOf: file(for: userID)) else { return nil }
        return try? JSONDecoder().decode(CachedProfile.self, from: data)
    }

    /// Forgets every profile, for sign-out (`TokenStore`'s `onSignOut`).
    public func clear() {
        try? FileManager.default.removeItem(at: directory)
    }

    private func file(for userID: Int) -> URL {
        directory.appendingPathComponent("profile-\(userID).json")
    }
}
