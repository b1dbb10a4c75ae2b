// Grade 4 · Production · capstone: one answer. `Production`'s APIClient
// (Sources/Production/Client/APIClient.swift) stacks the same steps the same way.
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
    /// Made once, with the client: one gate for every call, and every call through the same steps.
    let steps: Steps

    init(_ configuration: APIClient.Configuration) {
        // One gate for every call of this client: after a 429, no screen's request leaves early.
        let rateLimit = RateLimitCoordinator(clock: configuration.clock)
        steps = Steps([
            // Once per call: one key, and one deadline around every attempt and every wait.
            IdempotencyKey(configuration),
            OneDeadline(configuration),
            Retrying(configuration, rateLimit: rateLimit),
            // Once per attempt: through the gate, then with the token current at that moment.
            RateLimitGate(configuration, rateLimit: rateLimit),
            Authorizing(configuration),
        ], over: Sending(configuration))
    }

    /// Sends `endpoint` through the steps, outermost first, down to one attempt.
    func send<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response {
        try await steps.send(endpoint)
    }
}
