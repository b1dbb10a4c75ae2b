import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The link seam. This module compiles Broken's own APIClient.swift and User.swift (the two
// files here are symbolic links to them) next to this file, which declares a `URLSession` of
// its own. Inside this module that declaration shadows Foundation's, so Broken's unchanged
// code calls this one, which can hand its completion handler anything, even what the real
// URLSession never hands over: no data, no response and no error. That is how a test reaches
// `data!` (defect 3). See docs/seams.md.

/// What the stand-in `URLSession` hands every completion handler.
public enum LinkSeam {
    public struct Answer {
        public var data: Data?
        public var response: URLResponse?
        public var error: Error?

        public init(data: Data? = nil, response: URLResponse? = nil, error: Error? = nil) {
            self.data = data
            self.response = response
            self.error = error
        }
    }

    /// The answer every completion handler gets from now on. Tests using the seam run in a
    /// child process of their own, one scenario each.
    public static func handOver(_ answer: Answer) {
        self.answer = answer
    }

    static var answer = Answer()

    /// Entered when a handler is queued, left when it returns: a test waits on it to know the
    /// handler has run, if it was going to, before it judges what the handler did.
    public static let callbacks = DispatchGroup()
}

/// Stands in for Foundation's `URLSession` inside this module only.
final class URLSession {
    static let shared = URLSession()

    func dataTask(with url: URL, completionHandler: @escaping (Data?, URLResponse?, Error?) -> Void) -> DataTask {
        dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
    }

    // A fix that builds a `URLRequest` (to set its timeout, say) must still compile here.
    func dataTask(with request: URLRequest, completionHandler: @escaping (Data?, URLResponse?, Error?) -> Void) -> DataTask {
        let answer = LinkSeam.answer
        // Like the real one, it calls back on a background queue.
        return DataTask {
            LinkSeam.callbacks.enter()
            DispatchQueue.global().async {
                completionHandler(answer.data, answer.response, answer.error)
                LinkSeam.callbacks.leave()
            }
        }
    }
}

/// Code that keeps the task it was handed (to cancel it) names this type.
public typealias URLSessionDataTask = DataTask

/// Stands in for `URLSessionDataTask`: it starts when resumed.
public final class DataTask {
    private let start: () -> Void

    init(start: @escaping () -> Void) { self.start = start }

    public func resume() { start() }

    public func cancel() {}
}
