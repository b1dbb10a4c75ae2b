import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One canned answer from a fake server.
public indirect enum Reply: Sendable, Equatable {
    /// An HTTP response with this status and body.
    case http(Int, String, headers: [String: String] = [:])
    /// The request fails before any response, as `URLSession` reports it: `URLError(code)`.
    case failure(URLError.Code)
    /// This reply is held back until the test calls `releaseHeldReplies()`.
    case held(Reply)
    /// No data, no response and no error. URLSession never hands this over (for an empty body
    /// it hands `Data()`), so only Broken's link seam can deliver it as such; `FakeTransport`
    /// gives `Fixed` the nearest its types allow, zero bytes and a response that is not HTTP.
    case nothing

    /// A 200 with this body.
    public static func ok(_ body: String) -> Reply { .http(200, body) }

    /// The `URLError` that `URLSession` would hand over for this failure: it names the URL.
    static func urlError(_ code: URLError.Code, for request: URLRequest) -> URLError {
        guard let url = request.url else { return URLError(code) }
        return URLError(code, userInfo: [NSURLErrorFailingURLErrorKey: url])
    }

    /// The `HTTPURLResponse` for an `.http` reply.
    static func response(status: Int, headers: [String: String], for request: URLRequest) -> HTTPURLResponse {
        let url = request.url ?? URL(string: "https://api.example.com")!
        return HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
    }

    /// `headers`, with the `Content-Type` a server gives `body` when the reply names none, as the
    /// fixture server does: HTML for a page, JSON for anything else, nothing for no body. A reply
    /// that means another type, or none, says so in its headers.
    static func headers(_ headers: [String: String], typing body: String) -> [String: String] {
        guard !body.isEmpty, !headers.keys.contains(where: { $0.lowercased() == "content-type" }) else { return headers }
        let isPage = body.drop { $0.isWhitespace }.first == "<"
        return headers.merging(["Content-Type": isPage ? "text/html; charset=utf-8" : "application/json"]) { given, _ in given }
    }
}

/// The canned replies of one scenario, in order; the last one repeats.
struct ReplyQueue: Sendable {
    private var replies: [Reply]

    init(_ replies: [Reply]) {
        precondition(!replies.isEmpty, "A fake needs at least one reply")
        self.replies = replies
    }

    mutating func next() -> Reply {
        replies.count > 1 ? replies.removeFirst() : replies[0]
    }
}
