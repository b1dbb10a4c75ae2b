import Foundation
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Tells a watcher about every request a fake receives, the moment it arrives: for a child
/// process that must report what left before the subject traps.
public enum RequestTap {
    private static let watcher = Locked<(@Sendable (URLRequest) -> Void)?>(nil)

    /// From now on, `watch` hears of every request a fake receives (`FakeCore.receive`).
    public static func install(_ watch: @escaping @Sendable (URLRequest) -> Void) {
        watcher.withLock { $0 = watch }
    }

    static func note(_ request: URLRequest) {
        watcher.withLock { $0 }?(request)
    }
}
