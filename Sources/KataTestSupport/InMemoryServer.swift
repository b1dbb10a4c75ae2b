import FixtureServer
import Foundation
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The fixture world (`FixtureAPI`) as a transport, without a socket: each request goes straight
/// to the world, and its answer comes back as URLSession hands one over. The same world served by
/// a `FixtureServer` is the real thing; the contract tests check that the two agree.
public final class InMemoryServer: FakeServer {
    public let api: FixtureAPI
    public let core = FakeCore<RecordedRequest>()

    public init(_ api: FixtureAPI) {
        self.api = api
    }

    /// Every request the world received, as a server would have read it.
    public var requests: [RecordedRequest] { core.received }

    public var transport: SendRequest {
        { request in try self.answer(request) }
    }

    private func answer(_ request: URLRequest) throws -> (Data, URLResponse) {
        guard let url = request.url else { throw URLError(.badURL) }
        let target = url.path(percentEncoded: true) + (url.query(percentEncoded: true).map { "?" + $0 } ?? "")
        let headers = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.map { HTTPHeader(name: $0.key, value: $0.value) }
        let incoming = RecordedRequest(method: request.httpMethod ?? "GET", target: target, headers: headers, body: request.httpBody ?? Data())
        // As URLSession does, a cancelled task's request never leaves.
        if Task.isCancelled { throw Reply.urlError(.cancelled, for: request) }
        core.receive(request, as: incoming)
        defer { core.answered.increment() }
        let response = api.respond(to: incoming)
        switch response.policy {
        case .respond:
            let fields = Dictionary(response.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
            return (response.body, Reply.response(status: response.status, headers: fields, for: request))
        default:
            // The world carried the request out and hung up: what URLSession reports for that.
            throw Reply.urlError(MeasuredURLErrors.emptyReply, for: request)
        }
    }
}
