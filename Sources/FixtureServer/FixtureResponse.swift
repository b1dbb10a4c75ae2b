import Foundation

/// One answer the server gives: a status, header fields, a body, and what to do with the socket.
public struct FixtureResponse: Sendable, Equatable {
    public var status: Int
    public var headers: [HTTPHeader]
    public var body: Data
    public var policy: SocketPolicy

    public init(status: Int = 200, headers: [HTTPHeader] = [], body: String = "", policy: SocketPolicy = .respond) {
        self.status = status
        self.headers = headers
        self.body = Data(body.utf8)
        self.policy = policy
    }

    /// A JSON body with its content type.
    public static func json(_ body: String, status: Int = 200) -> FixtureResponse {
        FixtureResponse(status: status, headers: [HTTPHeader(name: "Content-Type", value: "application/json")], body: body)
    }

    /// An HTML page with its content type, as a load balancer serves during an outage.
    public static func html(_ body: String, status: Int) -> FixtureResponse {
        FixtureResponse(status: status, headers: [HTTPHeader(name: "Content-Type", value: "text/html")], body: body)
    }

    /// This response with another socket policy.
    public func with(_ policy: SocketPolicy) -> FixtureResponse {
        var copy = self
        copy.policy = policy
        return copy
    }

    /// The status line and header fields, and the blank line after them. The server adds
    /// `Content-Length`, and `Connection: close` unless it keeps the connection for the next
    /// request (HTTP/1.1's default, so it says nothing then).
    func head(keepingAlive: Bool = false) -> [UInt8] {
        var lines = ["HTTP/1.1 \(status) \(Self.reason(for: status))"]
        lines += headers.map { "\($0.name): \($0.value)" }
        lines += ["Content-Length: \(body.count)"] + (keepingAlive ? [] : ["Connection: close"])
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    private static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}
