/// What the server does with the connection once it has read a request, beyond answering it.
/// The names follow OkHttp's MockWebServer.
public enum SocketPolicy: Sendable, Equatable {
    /// Sends the whole response, then closes the connection.
    case respond
    /// Reads the request and never answers. The connection stays open until the client gives
    /// up, the server shuts down, or `FixtureServer.longestHold` passes.
    case noResponse
    /// Reads the request, then closes the connection before sending a byte: an empty reply.
    case disconnectAtStart
    /// Sends the head, announcing the whole body, and half of the body; then closes.
    case disconnectMidBody
    /// Sends the head at once, then the body `bytesPerChunk` bytes at a time, pausing `pause`
    /// before each chunk.
    case slowBody(bytesPerChunk: Int, pause: Duration)
    /// Sends the head `bytesPerChunk` bytes at a time, pausing `pause` before each chunk, then
    /// the whole body: what a client's timeout does while the headers trickle in.
    case slowHead(bytesPerChunk: Int, pause: Duration)
    /// Sends the head at once, announcing the whole body; after `pause`, the body's first
    /// `bytes` bytes; then nothing more, holding the connection open as `.noResponse` does.
    case stallMidBody(bytes: Int, after: Duration)
    /// Waits `delay` before sending anything, then sends the whole response.
    case delayedHeaders(Duration)
}
