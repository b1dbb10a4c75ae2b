/// One call on its way down the steps: the endpoint, and what the steps above have settled.
public struct Call<Response: Decodable & Sendable>: Sendable {
    public let endpoint: Endpoint<Response>
    /// The call's one key, made before the first attempt; nil for an endpoint that sends none.
    public var idempotencyKey: String?
    /// When the whole call must end; `.none` until a step above sets one.
    public var deadline = Deadline.none
    /// Which attempt this is, counted from 1.
    public var attempt = 1
    /// The token this attempt carries; nil for none.
    public var token: String?

    public init(_ endpoint: Endpoint<Response>) {
        self.endpoint = endpoint
    }
}

/// The steps below, down to the attempt: what a step hands the call on to.
public typealias Next<Response: Decodable & Sendable> = @Sendable (Call<Response>) async throws(APIError) -> Response

/// One layer of the client, as a middleware of swift-openapi-runtime is one: it gets the call and
/// the rest of the stack, and decides what to hand on, when, and how many times.
public protocol CallStep: Sendable {
    func run<Response>(_ call: Call<Response>, next: @escaping Next<Response>) async throws(APIError) -> Response
}

/// Steps stacked over the attempt at the bottom. The first step is the outermost: it sees the
/// call first, and what the others throw last.
public struct Steps: Sendable {
    public let steps: [any CallStep]
    public let bottom: Sending

    public init(_ steps: [any CallStep], over bottom: Sending) {
        self.steps = steps
        self.bottom = bottom
    }

    public func send<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response {
        var next: Next<Response> = { [bottom] call async throws(APIError) -> Response in try await bottom.send(call) }
        for step in steps.reversed() {
            next = { [next] call async throws(APIError) -> Response in try await step.run(call, next: next) }
        }
        return try await next(Call(endpoint))
    }
}
