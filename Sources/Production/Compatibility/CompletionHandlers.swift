import Dispatch

/// For callers that have not moved to async/await yet: a thin wrapper, so there is still one
/// implementation of every request. New code calls the async method; delete this with its last
/// caller. (Not marked deprecated here only so the kata's own tests build without warnings.)
extension APIClient {
    /// Loads a profile and calls `completion` exactly once, on the main queue, for every outcome:
    /// the user, a failure, or `.failure(.cancelled)` once `cancel()` was called.
    @discardableResult
    public func fetchUser(
        id: Int, completion: @escaping @MainActor @Sendable (Result<User, APIError>) -> Void
    ) -> CancellationHandle {
        let work = Task { () -> Result<User, APIError> in
            do throws(APIError) { return .success(try await fetchUser(id: id)) } catch { return .failure(error) }
        }
        // Completion is called from one place only, after the work ended however it ended.
        let delivery = Task { @MainActor in completion(await work.value) }
        return CancellationHandle(cancel: { work.cancel() }, delivered: delivery)
    }
}

/// Cancels the request it was returned with.
public final class CancellationHandle: Sendable {
    private let onCancel: @Sendable () -> Void
    private let delivered: Task<Void, Never>

    init(cancel: @escaping @Sendable () -> Void, delivered: Task<Void, Never>) {
        onCancel = cancel
        self.delivered = delivered
    }

    /// Stops the request; the completion is still called, once, with `.failure(.cancelled)`.
    public func cancel() {
        onCancel()
    }

    /// Waits until the completion has been called: for a test that wants to know it is over.
    public func waitUntilDelivered() async {
        await delivered.value
    }
}
