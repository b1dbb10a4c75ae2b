import Foundation

/// What is wrong with bytes that were meant to be an HTTP/1.1 request.
public enum RequestParseError: Error, Equatable {
    /// The head is not valid text, or has no request line.
    case unreadableHead
    /// The first line is not `METHOD TARGET HTTP/1.x`.
    case malformedRequestLine(String)
    /// A header line has no colon.
    case malformedHeader(String)
    /// `Content-Length` is not a non-negative number, or is larger than the server accepts.
    case badContentLength(String)
    /// The request is larger than the server accepts.
    case tooLarge
}

/// Turns the bytes of a request into a `RecordedRequest`, in two steps because the body length
/// is only known once the head has been read.
enum RequestParser {
    /// The blank line that ends the head.
    static let endOfHead: [UInt8] = Array("\r\n\r\n".utf8)
    static let largestBody = 1 << 20

    /// The head's parts, and how many body bytes follow it.
    struct Head: Equatable {
        let method: String
        let target: String
        let headers: [HTTPHeader]
        let bodyLength: Int
    }

    /// Where the head ends in `bytes` (just after its blank line), if it has arrived.
    static func endOfHead(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= endOfHead.count else { return nil }
        for start in 0...(bytes.count - endOfHead.count) where bytes[start..<(start + endOfHead.count)].elementsEqual(endOfHead) {
            return start + endOfHead.count
        }
        return nil
    }

    /// Parses the head: the request line and the header fields, without the blank line.
    static func parseHead(_ bytes: some Collection<UInt8>) throws(RequestParseError) -> Head {
        guard let text = String(bytes: bytes, encoding: .utf8) else { throw .unreadableHead }
        var lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        guard !lines.isEmpty else { throw .unreadableHead }
        let requestLine = lines.removeFirst()
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[1].hasPrefix("/"), parts[2].hasPrefix("HTTP/1.") else {
            throw .malformedRequestLine(requestLine)
        }
        var headers: [HTTPHeader] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw .malformedHeader(line) }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers.append(HTTPHeader(name: String(line[..<colon]), value: value))
        }
        let length = headers.first { $0.name.lowercased() == "content-length" }?.value ?? "0"
        guard let bodyLength = Int(length), (0...largestBody).contains(bodyLength) else {
            throw .badContentLength(length)
        }
        return Head(method: String(parts[0]), target: String(parts[1]), headers: headers, bodyLength: bodyLength)
    }
}
