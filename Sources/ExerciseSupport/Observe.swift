import Broken
import Foundation
import KataTestSupport
import UIKitStandIn
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs the original code against a canned reply and reports what really happened, so a
/// trace exercise checks your prediction against the code instead of against an answer key.
public enum Observe {
    /// What the completion handler of Broken's `fetchUser(id:completion:)` got, within `timeout`.
    public static func brokenProfile(replying reply: Reply, within timeout: Duration = .milliseconds(500))
        async -> WhatTheCallerGets
    {
        await StubURLProtocol.exclusive(replying: [reply]) {
            let call = Completion<WhatTheCallerGets>()
            Broken.APIClient.shared.fetchUser(id: 1) { user, error in
                call.handler(user != nil ? .aValue : error != nil ? .anError : .nilAndNil)
            }
            return await call.value(within: timeout) ?? .nothingAtAll
        }
    }

    /// What the completion handler of Broken's `searchUsers(query:completion:)` got, within
    /// `timeout`. Broken's search may trap (`try!`, `data!`): call this in a child process
    /// (`Child.run`), where a trap is a finding rather than the end of the tests.
    public static func brokenSearch(replying reply: Reply, within timeout: Duration = .milliseconds(500))
        async -> WhatTheCallerGets
    {
        await StubURLProtocol.exclusive(replying: [reply]) {
            let call = Completion<WhatTheCallerGets>()
            Broken.APIClient.shared.searchUsers(query: "ada") { users, error in
                call.handler(users != nil ? .aValue : error != nil ? .anError : .nilAndNil)
            }
            return await call.value(within: timeout) ?? .nothingAtAll
        }
    }

    /// What `URLSession.shared.dataTask` hands its completion handler for `reply`.
    public static func dataTask(replying reply: Reply) async -> DataTaskHandover? {
        await StubURLProtocol.exclusive(replying: [reply]) {
            let call = Completion<DataTaskHandover>()
            URLSession.shared.dataTask(with: URL(string: "https://api.example.com/users/1")!) { data, response, error in
                call.handler(DataTaskHandover(
                    data: data,
                    status: (response as? HTTPURLResponse)?.statusCode,
                    error: error.map { "\($0)" },
                    onMainQueue: MainThreadChecker.isOnMainQueue))
            }.resume()
            return await call.value(within: .seconds(2))
        }
    }
}

/// The three things `dataTask` hands its completion handler, and where it ran.
public struct DataTaskHandover: Sendable, CustomStringConvertible {
    public let data: Data?
    /// The HTTP status, when the response is an `HTTPURLResponse`.
    public let status: Int?
    /// The error, described, when there is one.
    public let error: String?
    /// Whether the handler ran on the main queue.
    public let onMainQueue: Bool

    public var description: String {
        let data = data.map { "\($0.count) bytes of data" } ?? "no data (nil)"
        let response = status.map { "a response with status \($0)" } ?? "no response (nil)"
        let error = error.map { "the error \($0)" } ?? "no error (nil)"
        return "URLSession handed its handler \(data), \(response) and \(error), on \(onMainQueue ? "the main queue" : "a background queue")"
    }
}
