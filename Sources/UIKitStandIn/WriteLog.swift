import Foundation

/// The writes made to one view, kept in order, which a test can wait on with a deadline.
///
/// A write may come from any thread (that is what the checker is for), so the log takes a lock.
public final class WriteLog: @unchecked Sendable {
    private struct Waiter {
        let id: UUID
        let matches: @Sendable (UIWrite) -> Bool
        let continuation: CheckedContinuation<UIWrite?, Never>
    }

    private let lock = NSLock()
    private var entries: [UIWrite] = []
    private var waiters: [Waiter] = []

    init() {}

    /// Every write so far.
    public var writes: [UIWrite] {
        lock.withLock { entries }
    }

    /// Waits until a write matching `matches` has happened, for at most `timeout`.
    /// Returns that write, or nil when the deadline passed first.
    public func firstWrite(
        within timeout: Duration,
        where matches: @escaping @Sendable (UIWrite) -> Bool
    ) async -> UIWrite? {
        let id = UUID()
        return await withCheckedContinuation { continuation in
            let found: UIWrite? = lock.withLock {
                if let earlier = entries.first(where: matches) { return earlier }
                waiters.append(Waiter(id: id, matches: matches, continuation: continuation))
                return nil
            }
            if let found {
                continuation.resume(returning: found)
                return
            }
            Task {
                try? await Task.sleep(for: timeout)
                self.resumeWaiter(id, with: nil)
            }
        }
    }

    func record(_ write: UIWrite) {
        MainThreadChecker.note(write)
        let ready: [Waiter] = lock.withLock {
            entries.append(write)
            let (ready, waiting) = waiters.partitioned { $0.matches(write) }
            waiters = waiting
            return ready
        }
        for waiter in ready { waiter.continuation.resume(returning: write) }
    }

    private func resumeWaiter(_ id: UUID, with write: UIWrite?) {
        let waiter: Waiter? = lock.withLock {
            guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
            return waiters.remove(at: index)
        }
        waiter?.continuation.resume(returning: write)
    }
}

extension Array {
    fileprivate func partitioned(by isFirst: (Element) -> Bool) -> ([Element], [Element]) {
        (filter(isFirst), filter { !isFirst($0) })
    }
}
