import Dispatch
import Foundation

/// A stand-in for Xcode's Main Thread Checker: it notes every UI write made off the main queue.
///
/// Like the real checker it does not stop the program; it records, so a test can count.
public enum MainThreadChecker {
    // Wrapped because `DispatchSpecificKey` is not `Sendable` on every platform; it is only read.
    private struct MainQueueKey: @unchecked Sendable {
        let key = DispatchSpecificKey<Bool>()
    }

    private static let mainQueue: MainQueueKey = {
        let marker = MainQueueKey()
        DispatchQueue.main.setSpecific(key: marker.key, value: true)
        return marker
    }()

    private static let lock = NSLock()
    private nonisolated(unsafe) static var recorded: [UIWrite] = []

    /// Whether the caller is running on the main queue.
    ///
    /// Under Swift Testing on Linux, `Thread.isMainThread` is false even inside a block on the
    /// main queue (the queue is drained after `dispatch_main`), so this asks the queue itself.
    public static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueue.key) == true || Thread.isMainThread
    }

    /// Every UI write made off the main queue since the last `reset()`, in this process.
    public static var violations: [UIWrite] {
        lock.withLock { recorded }
    }

    /// Forgets the violations recorded so far.
    public static func reset() {
        lock.withLock { recorded.removeAll() }
    }

    static func note(_ write: UIWrite) {
        guard !write.onMainQueue else { return }
        lock.withLock { recorded.append(write) }
    }
}
