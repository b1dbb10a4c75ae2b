import Dispatch

/// Runs `body` on a background queue, as URLSession runs a completion handler, and hands back
/// what it threw.
public func onABackgroundQueue(_ body: @escaping @Sendable () throws -> Void) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        DispatchQueue.global().async {
            continuation.resume(with: Result { try body() })
        }
    }
}
