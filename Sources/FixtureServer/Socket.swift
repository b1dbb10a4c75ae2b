#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Why a socket call failed: the call's name and `errno`.
public struct SocketError: Error, Equatable, CustomStringConvertible {
    public let call: String
    public let code: Int32

    public var description: String { "\(call) failed: \(String(cString: strerror(code))) (errno \(code))" }
}

/// A thin wrapper over one POSIX TCP socket on 127.0.0.1. Every call that could block takes a
/// time limit, so no caller can wait for ever.
///
/// `package`, not `public`: the tests use it as a raw client, to see the bytes exactly.
package struct Socket: Sendable, Hashable {
    package let descriptor: Int32

    /// A socket listening on 127.0.0.1, on a port the system chooses; and that port.
    package static func listenOnLoopback() throws(SocketError) -> (socket: Socket, port: UInt16) {
        let (socket, port) = try bindLoopback()
        guard listen(socket.descriptor, 64) == 0 else { throw socket.failure("listen") }
        return (socket, port)
    }

    /// A port on 127.0.0.1 that refuses connections for as long as the socket stays open: bound,
    /// so no other server can take it, but not listening. Close the socket to free the port.
    package static func reserveRefusingPort() throws(SocketError) -> (socket: Socket, port: UInt16) {
        try bindLoopback()
    }

    private static func bindLoopback() throws(SocketError) -> (socket: Socket, port: UInt16) {
        let socket = try makeTCPSocket()
        var address = loopbackAddress(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket.descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw socket.failure("bind") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket.descriptor, $0, &length) }
        }
        guard named == 0 else { throw socket.failure("getsockname") }
        return (socket, UInt16(bigEndian: address.sin_port))
    }

    /// A client connection to `port` on 127.0.0.1.
    package static func connectToLoopback(port: UInt16) throws(SocketError) -> Socket {
        let socket = try makeTCPSocket()
        var address = loopbackAddress(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket.descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw socket.failure("connect") }
        return socket
    }

    /// The next connection, if one arrives within `limit`.
    package func accept(within limit: Duration) -> Socket? {
        guard waitForInput(within: limit) else { return nil }
        let descriptor = Self.systemAccept(self.descriptor, nil, nil)
        guard descriptor >= 0 else { return nil }
        let client = Socket(descriptor: descriptor)
        client.stopSIGPIPE()
        return client
    }

    /// Whether there is something to read (bytes, or the peer's end of stream) within `limit`.
    package func waitForInput(within limit: Duration) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(clamping: limit.components.seconds * 1000 + limit.components.attoseconds / 1_000_000_000_000_000)
        return poll(&entry, 1, max(milliseconds, 0)) > 0
    }

    /// Up to `count` bytes; empty when the peer has closed its end or the socket failed.
    package func read(upTo count: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let received = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, count, 0) }
        return received > 0 ? Array(buffer.prefix(received)) : []
    }

    /// Writes every byte; false if the peer went away first.
    @discardableResult
    package func write(_ bytes: some Collection<UInt8>) -> Bool {
        var remaining = Array(bytes)[...]
        while !remaining.isEmpty {
            let sent = remaining.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Self.noSignal) }
            guard sent > 0 else { return false }
            remaining = remaining.dropFirst(sent)
        }
        return true
    }

    /// Ends both directions now, which also wakes any thread polling this socket.
    package func shutdownBothWays() {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Releases the descriptor. Call once, from the socket's owner.
    package func close() {
        _ = Self.systemClose(descriptor)
    }

    // MARK: Platform details

    private static func makeTCPSocket() throws(SocketError) -> Socket {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw SocketError(call: "socket", code: errno) }
        let socket = Socket(descriptor: descriptor)
        socket.stopSIGPIPE()
        return socket
    }

    private static func loopbackAddress(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        return address
    }

    // A write to a socket the peer has closed must be an error to handle, not a signal that
    // kills the whole process (tests included).
    #if canImport(Glibc)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    private func stopSIGPIPE() {}
    private static let systemAccept = Glibc.accept
    private static let systemClose = Glibc.close
    #else
    private static let noSignal: Int32 = 0
    private func stopSIGPIPE() {
        var on: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    }
    private static let systemAccept = Darwin.accept
    private static let systemClose = Darwin.close
    #endif

    private func failure(_ call: String) -> SocketError {
        let error = SocketError(call: call, code: errno)
        close()
        return error
    }
}
