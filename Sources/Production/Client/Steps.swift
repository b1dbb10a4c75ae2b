import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The client's steps, outermost first, as `APIClient` stacks them. Each is one policy, and
// where it stands in the stack is part of the policy: above `Retrying`, once per call; below
// it, once per attempt.

/// Makes the call's idempotency key, once, before the first attempt: every retry carries the
/// same key, so the server can tell a retry from a second message.
public struct IdempotencyKey: CallStep {
    private let make: @Sendable () -> String

    public init(_ configuration: APIClient.Configuration) {
        make = configuration.makeIdempotencyKey
    }

    public func run<Response>(_ call: Call<Response>, next: @escaping Next<Response>) async throws(APIError) -> Response {
        var call = call
        if call.endpoint.sendsIdempotencyKey { call.idempotencyKey = make() }
        return try await next(call)
    }
}

/// One deadline, the policy's, around everything below: attempts, waits and the rate-limit gate.
/// The steps below check their waits against it (`call.deadline`).
public struct OneDeadline: CallStep {
    private let limit: Duration?
    private let clock: any Clock<Duration>

    public init(_ configuration: APIClient.Configuration) {
        limit = configuration.policy.deadline
        clock = configuration.clock
    }

    public func run<Response>(_ call: Call<Response>, next: @escaping Next<Response>) async throws(APIError) -> Response {
        var call = call
        call.deadline = Deadline(limit, on: clock)
        return try await call.deadline.race { [call] () async throws(APIError) -> Response in try await next(call) }
    }
}

/// Sends again after a failure the policy allows, once the server's wait or the backoff is over.
/// A 429's `Retry-After` holds back every request of this client, not only this one.
public struct Retrying: CallStep {
    private let policy: RetryPolicy
    private let random: any RandomSource
    private let now: @Sendable () -> Date
    private let rateLimit: RateLimitCoordinator
    private let pause: Pause

    public init(_ configuration: APIClient.Configuration, rateLimit: RateLimitCoordinator) {
        policy = configuration.policy
        random = configuration.random
        now = configuration.now
        self.rateLimit = rateLimit
        pause = Pause(configuration)
    }

    public func run<Response>(_ call: Call<Response>, next: @escaping Next<Response>) async throws(APIError) -> Response {
        var call = call
        while true {
            do throws(APIError) {
                return try await next(call)
            } catch {
                // Read once: the gate and the wait below use the same figure.
                let asked = error.httpFailure?.retryAfter.flatMap { RetryAfter.delay(from: $0, now: now()) }
                let error = await settle(error, asked: asked)
                guard let wait = try retryWait(after: error, asked: asked, call: call) else { throw error }
                try await pause(wait, call.endpoint, because: "retry \(call.attempt) after \(FailureKind(error))")
                call.attempt += 1
            }
        }
    }

    /// A 429 that said how long closes the gate for every call of this client.
    private func settle(_ error: APIError, asked: Duration?) async -> APIError {
        guard let asked, let failure = error.httpFailure, failure.status == 429 else { return error }
        await rateLimit.holdRequests(for: asked)
        return .rateLimited(retryAfter: asked, failure)
    }

    /// How long to wait before the next attempt; nil when there is none.
    private func retryWait<Response>(after error: APIError, asked: Duration?, call: Call<Response>) throws(APIError) -> Duration? {
        guard call.attempt < policy.maxAttempts,
              policy.isRetryable(call.endpoint.method, FailureKind(error), call.idempotencyKey != nil)
        else { return nil }
        let wait: Duration
        if let asked, let failure = error.httpFailure {
            // The server said how long: longer than we would wait is reported, not waited for.
            guard asked <= policy.longestRetryAfter else { throw .rateLimited(retryAfter: asked, failure) }
            // A 429's wait is kept by the rate-limit gate, which the next attempt passes first.
            wait = failure.status == 429 ? .zero : asked
        } else {
            wait = policy.backoff.delay(beforeRetry: call.attempt - 1, fraction: random.nextFraction())
        }
        try call.deadline.check(before: wait)
        return wait
    }
}

/// Waits while the rate-limit gate is closed, before each attempt.
public struct RateLimitGate: CallStep {
    private let rateLimit: RateLimitCoordinator
    private let longestWait: Duration
    private let pause: Pause

    public init(_ configuration: APIClient.Configuration, rateLimit: RateLimitCoordinator) {
        self.rateLimit = rateLimit
        longestWait = configuration.policy.longestRetryAfter
        pause = Pause(configuration)
    }

    public func run<Response>(_ call: Call<Response>, next: @escaping Next<Response>) async throws(APIError) -> Response {
        while case let wait = await rateLimit.waitBeforeSending(), wait > .zero {
            guard wait <= longestWait else { throw .rateLimited(retryAfter: wait, nil) }
            try call.deadline.check(before: wait)
            try await pause(wait, call.endpoint, because: "the server asked every request to wait")
        }
        return try await next(call)
    }
}

/// The token current at this moment, for an endpoint that needs one: another request may have
/// refreshed it meanwhile. A 401 gets one refresh and one more try, which is not a retry.
public struct Authorizing: CallStep {
    private let auth: (any AccessTokenProvider)?

    public init(_ configuration: APIClient.Configuration) {
        auth = configuration.auth
    }

    public func run<Response>(_ call: Call<Response>, next: @escaping Next<Response>) async throws(APIError) -> Response {
        guard call.endpoint.needsAuthorization, let auth else { return try await next(call) }
        var call = call
        let token = try await auth.currentToken()
        call.token = token
        do throws(APIError) {
            return try await next(call)
        } catch .unauthorized {
            call.token = try await auth.refreshedToken(after: token)
            return try await next(call)
        }
    }
}

/// One attempt, at the bottom of the steps: the request, the log, the transport, and the answer
/// checked layer by layer.
public struct Sending: Sendable {
    private let baseURL: URL
    private let transport: Transport
    private let log: (any RequestLogging)?
    private let timeout: TimeInterval
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    public init(_ configuration: APIClient.Configuration) {
        baseURL = configuration.baseURL
        transport = configuration.transport
        log = configuration.log
        timeout = configuration.timeoutPerAttempt
    }

    public func send<Response>(_ call: Call<Response>) async throws(APIError) -> Response {
        let (endpoint, attempt) = (call.endpoint, call.attempt)
        let request = try endpoint.urlRequest(
            baseURL: baseURL, token: call.token, idempotencyKey: call.idempotencyKey, timeout: timeout, encoder: encoder)
        log?.sending(request, as: endpoint.name, attempt: attempt)
        do throws(APIError) {
            let (data, response) = try await transmit(request)
            log?.received(response, for: endpoint.name, attempt: attempt, bytes: data.count)
            return try ResponseValidator.value(of: endpoint, data: data, response: response, decoder: decoder)
        } catch {
            log?.failed(endpoint.name, attempt: attempt, error)
            throw error
        }
    }

    private func transmit(_ request: URLRequest) async throws(APIError) -> (Data, URLResponse) {
        do { return try await transport(request) } catch { throw APIError(sending: error) }
    }
}

/// A wait on the client's clock, logged. Cancelled mid-wait, the call ends as cancelled at once.
struct Pause: Sendable {
    private let clock: any Clock<Duration>
    private let log: (any RequestLogging)?

    init(_ configuration: APIClient.Configuration) {
        clock = configuration.clock
        log = configuration.log
    }

    func callAsFunction<Response>(_ wait: Duration, _ endpoint: Endpoint<Response>, because reason: String) async throws(APIError) {
        guard wait > .zero else { return }
        log?.waiting(endpoint.name, wait, because: reason)
        do { try await clock.sleep(for: wait) } catch { throw .cancelled }
    }
}
