import Foundation

/// One request as it arrived on the socket, before any interpretation.
public struct RecordedRequest: Sendable, Equatable {
    /// `GET`, `POST`, …
    public let method: String
    /// The request target exactly as sent, for example `/users?q=tom%20%26%20admin%3Dtrue`.
    public let target: String
    /// Header fields in the order they arrived; names keep the client's spelling.
    public let headers: [HTTPHeader]
    /// The body, as many bytes as `Content-Length` announced (fewer when `isComplete` is false).
    public let body: Data
    /// False for a request whose head arrived but whose announced body never did, before the
    /// client went away or the read limit passed. Such a request gets no response; it is kept so
    /// a test can see it, as libcurl's replay of a POST arrives: headers and `Content-Length`, no
    /// body.
    public let isComplete: Bool

    public init(method: String, target: String, headers: [HTTPHeader], body: Data, isComplete: Bool = true) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
        self.isComplete = isComplete
    }

    /// The target up to the `?`.
    public var path: String {
        String(target.prefix { $0 != "?" })
    }

    /// The target after the `?`, still percent-encoded as on the wire; nil when there is none.
    public var rawQuery: String? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        return String(target[target.index(after: mark)...])
    }

    /// The value of the first header called `name`, ignoring case as HTTP does.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

/// One header field: a name and a value.
public struct HTTPHeader: Sendable, Equatable {
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
