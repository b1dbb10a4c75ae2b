// Grade 4 · Production · capstone. The production client.
//
// The reliability chapter ("Illustrative Case: A News Reader
// Application"): "Reliability is achieved by combining small policies rather than by a single
// networking class." Every policy is here, each one you met in grade 4, each one a step of
// `Production`'s client: the idempotency key, the deadline, the retries (the retry table, backoff
// with jitter, `Retry-After`), the shared rate limit, the token store; below them, one attempt
// (the request, the log, the transport, the validation). What is left is the order they are
// stacked in, and this client stacks them the way a first draft does.
//
// Observe first: `swift run -q kata check 41`: one line a scenario, every scenario the kata holds a
// whole client to, three of them over the real URLSession against a server on 127.0.0.1. The
// `// TODO` is in `send(_:)`; every step is right as it is.
//
// What you may use besides what this file shows: names and signatures, not answers.
// - `Steps(_ steps: [any CallStep], over bottom: Sending)` and its `send(_:)`: the first step is
//   the outermost. A step gets the call (`Call`: the endpoint, its key, its deadline, the attempt
//   and the token) and `next`, the steps below it; it decides what to hand on, when, and how many
//   times, the way a middleware of swift-openapi-runtime does.
// - The steps, each made from the configuration: `IdempotencyKey` makes the call's key;
//   `OneDeadline` races everything below it against the policy's deadline, and puts it in
//   `call.deadline`, which the waits below it are checked against; `Retrying` runs what is below it
//   again after a failure the policy allows, once its wait is over, and closes the gate after a 429;
//   `RateLimitGate` waits while the gate is closed; `Authorizing` hands on the token current at that
//   moment, and after a 401 refreshes it once and hands on again. `Sending` is the attempt.
// - `RateLimitCoordinator(clock: any Clock<Duration>)`: the gate a 429 closes, for whoever shares it.
import Foundation
import Production
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The client for `https://api.example.com`, stacked from `Production`'s steps over everything
/// that varies, injected as in `Production`: the configuration's transport, clock, randomness,
/// "now", idempotency keys, tokens and log. Its calls (`fetchUser(id:)` and the others) are
/// `EndpointSending`'s, each one endpoint sent through `send(_:)`.
final class ProductionClient: EndpointSending {
    let configuration: APIClient.Configuration

    init(_ configuration: APIClient.Configuration) {
        self.configuration = configuration
    }

    /// Sends `endpoint` through the steps, outermost first, down to one attempt.
    func send<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response {
        // TODO: every step is here, in the wrong place. A screen with a 10 s budget waits 20 s;
        // a retry goes out with a token another screen has already replaced; and after a 429,
        // the other screens go on sending.
        let rateLimit = RateLimitCoordinator(clock: configuration.clock)
        let steps = Steps([
            IdempotencyKey(configuration),
            Authorizing(configuration),
            Retrying(configuration, rateLimit: rateLimit),
            RateLimitGate(configuration, rateLimit: rateLimit),
            OneDeadline(configuration),
        ], over: Sending(configuration))
        return try await steps.send(endpoint)
    }
}
