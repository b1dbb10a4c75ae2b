import Foundation

/// The writes made to one view, kept in order, which a test can wait on with a deadline.
///
/// A write may come from any thread (that is what the checker is for), so the log takes a lock.
public final class WriteLog: @unchecked Sendable {
    private struct Waiter {
        let id: UUID
        let matches: @Sendable (_ index: Int, UIWrite) -> Bool
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
        await firstEntry(within: timeout) { _, write in matches(write) }
    }

    /// Waits until a write matching `matches` has happened at `index` or later (0 is the first
    /// write ever), for at most `timeout`: the first such write since `index` writes were counted.
    public func firstWrite(
        from index: Int, within timeout: Duration,
        where matches: @escaping @Sendable (UIWrite) -> Bool
    ) async -> UIWrite? {
        await firstEntry(within: timeout) { position, write in position >= index && matches(write) }
    }

    /// Waits until the log holds a write at `index` (0 is the first write ever), for at most
    /// `timeout`: "has anything been written since I counted `index` writes?"
    public func write(at index: Int, within timeout: Duration) async -> UIWrite? {
        await firstEntry(within: timeout) { position, _ in position >= index }
    }

    private func firstEntry(
        within timeout: Duration, where matches: @escaping @Sendable (Int, UIWrite) -> Bool
    ) async -> UIWrite? {
        let id = UUID()
        return await withCheckedContinuation { continuation in
            let found: UIWrite? = lock.withLock {
                if let earlier = entries.enumerated().first(where: { matches($0.offset, $0.element) }) { return earlier.element }
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
            let index = entries.count - 1
            let (ready, waiting) = waiters.partitioned { $0.matches(index, write) }
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
