/// When one call must end: its limit, counted from when the call started on the client's clock.
/// One value for the whole call, handed down to every step below the one that set it.
///
/// Where the race goes is the point: around the whole call, attempts and waits included. Around
/// each attempt, three attempts and their waits can take three times the budget and more.
public struct Deadline: Sendable {
    /// The call's whole budget, for the error; nil for none.
    public let limit: Duration?
    private let stopwatch: Stopwatch?

    /// No deadline: a race runs its operation to the end, and every wait fits.
    public static let none = Deadline(limit: nil, stopwatch: nil)

    /// A deadline `limit` from now on `clock`; nil for no deadline.
    public init(_ limit: Duration?, on clock: any Clock<Duration>) {
        self.init(limit: limit, stopwatch: limit == nil ? nil : Stopwatch(on: clock))
    }

    private init(limit: Duration?, stopwatch: Stopwatch?) {
        self.limit = limit
        self.stopwatch = stopwatch
    }

    /// How long is left before the deadline; nil for no deadline.
    public var remaining: Duration? {
        guard let limit, let stopwatch else { return nil }
        return limit - stopwatch.elapsed()
    }

    /// No wait may run past the deadline: one that would end after it ends the call now,
    /// instead of sleeping for nothing.
    public func check(before wait: Duration) throws(APIError) {
        guard let limit, let remaining, wait > remaining else { return }
        throw .deadlineExceeded(limit)
    }

    /// Runs `operation` against the deadline, racing the two: whichever ends first wins, and the
    /// other is cancelled. The operation must stop when cancelled (the client's does: its sleeps
    /// and its transport throw), which is what ends a request still in flight.
    public func race<Value: Sendable>(
        _ operation: @escaping @Sendable () async throws(APIError) -> Value
    ) async throws(APIError) -> Value {
        guard let limit, let stopwatch else { return try await operation() }
        let winner = await withTaskGroup(of: Finish<Value>.self) { group in
            group.addTask {
                do throws(APIError) { return .done(.success(try await operation())) } catch { return .done(.failure(error)) }
            }
            group.addTask {
                do { try await stopwatch.sleepUntil(limit) } catch { return .cancelled }
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
