import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where a `URLProtocol` gets between `URLSession.shared` and the network: the seam for code,
/// like `Broken`, that hard-codes the shared session.
public enum SharedSessionSeam {
    /// Registers `protocolClass` and makes `URLSession.shared` at once, so that the shared session
    /// asks it before anything else. Call it before any other `URLSession` is made; calling it
    /// again does no harm.
    ///
    /// Why so early: on Linux, `URLSession.shared` copies the list of registered protocols when it
    /// is first made, and the first session of any kind puts the built-in HTTP handler at the head
    /// of that list. A protocol registered after that is never asked, and the shared session goes
    /// to the real network (measured, Swift 6.3.1). On Apple platforms registering is enough.
    public static func install(_ protocolClass: URLProtocol.Type) {
        _ = URLProtocol.registerClass(protocolClass)
        _ = URLSession.shared
    }
}
