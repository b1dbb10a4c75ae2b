import Foundation
import KataTestSupport
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The seam that points `Broken` at the fixture server without editing it.
///
/// `Broken` hard-codes `https://api.example.com` and `URLSession.shared`. Registered for the
/// process, this protocol takes each of those requests, sends it on to `http://127.0.0.1:PORT`
/// with a second, ordinary `URLSession`, and relays the status, headers, body or error back. So
/// `Broken` runs unchanged, and every byte it gets came over a real socket from the server.
final class ForwardingURLProtocol: URLProtocol {
    private static let target = Locked<URL?>(nil)
    private let inFlight = Locked<URLSessionDataTask?>(nil)

    /// The session that carries the forwarded requests. It lists URLSession's own HTTP handler
    /// first, so it never comes back to this class.
    private static let onward = URLSession(configuration: .ephemeral)

    /// Registers the protocol for `URLSession.shared`; call it before any session is made.
    static func registerBeforeAnySession() {
        SharedSessionSeam.install(ForwardingURLProtocol.self)
        _ = onward
    }

    /// Sends every request for api.example.com to `server` from now on; nil stops it, and
    /// answers still on their way are then dropped, as if the app had been closed.
    static func forward(to server: URL?) {
        target.withLock { $0 = server }
    }

    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host == "api.example.com"
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let original = request.url, let server = Self.target.withLock({ $0 }),
              var onward = URLComponents(url: original, resolvingAgainstBaseURL: false)
        else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotConnectToHost))
            return
        }
        onward.scheme = server.scheme
        onward.host = server.host
        onward.port = server.port
        var request = self.request
        request.url = onward.url
        let forwarded = request
        let this = CalledFromAnyQueue(self)
        // Not from here: this runs on the shared session's queue, and on Linux every session's
        // queue hangs off one serial queue, which a second session would wait for (and trap).
        DispatchQueue.global().async {
            let task = Self.onward.dataTask(with: forwarded) { data, response, error in
                this.value.relay(data, response, error, as: original)
            }
            this.value.inFlight.withLock { $0 = task }
            task.resume()
        }
    }

    override func stopLoading() {
        let task = inFlight.withLock { $0 }
        DispatchQueue.global().async { task?.cancel() }
    }

    private func relay(_ data: Data?, _ response: URLResponse?, _ error: (any Error)?, as original: URL) {
        guard Self.target.withLock({ $0 }) != nil else { return }
        if let error {
            client?.urlProtocol(self, didFailWithError: error)
            return
        }
        if let http = response as? HTTPURLResponse,
           let relayed = HTTPURLResponse(
               url: original, statusCode: http.statusCode, httpVersion: "HTTP/1.1",
               headerFields: http.allHeaderFields as? [String: String]) {
            client?.urlProtocol(self, didReceive: relayed, cacheStoragePolicy: .notAllowed)
        }
        if let data { client?.urlProtocol(self, didLoad: data) }
        client?.urlProtocolDidFinishLoading(self)
    }
}

/// `URLProtocol` is declared not `Sendable`, yet URLSession calls a protocol from its own queues
/// as a matter of course; the onward completion handler does the same, through this box.
private struct CalledFromAnyQueue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
