/// Runs an operation against an overall deadline on `clock`, racing the two: whichever ends
/// first wins, and the other is cancelled. The operation must stop when cancelled (the client's
/// does: its sleeps and its transport throw), which is what ends a request still in flight.
///
/// Where the race goes is the point: around the whole call, attempts and waits included. Around
/// each attempt, three attempts and their waits can take three times the budget and more.
public enum Deadline {
    /// - Parameters:
    ///   - limit: the deadline, for the error; nil for none.
    ///   - end: when it falls, on `clock`.
    public static func race<Value: Sendable>(
        _ limit: Duration?,
        ending end: Duration?,
        on clock: any Sleeper,
        _ operation: @escaping @Sendable () async throws(APIError) -> Value
    ) async throws(APIError) -> Value {
        guard let limit, let end else { return try await operation() }
        let winner = await withTaskGroup(of: Finish<Value>.self) { group in
            group.addTask {
                do throws(APIError) { return .done(.success(try await operation())) } catch { return .done(.failure(error)) }
            }
            group.addTask {
                do { try await clock.sleep(until: end) } catch { return .cancelled }
                return .deadline
            }
            // The first to finish decides; cancelling the other ends the request or the sleep.
            let first = await group.next() ?? .cancelled
            group.cancelAll()
            return first
        }
        switch winner {
        case .done(let result): return try result.get()
        case .deadline: throw .deadlineExceeded(limit)
        case .cancelled: throw .cancelled
        }
    }

    private enum Finish<Value: Sendable>: Sendable {
        case done(Result<Value, APIError>)
        case deadline
        case cancelled
    }
}
