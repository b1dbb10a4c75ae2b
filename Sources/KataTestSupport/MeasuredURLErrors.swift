import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `URLError` codes URLSession reports for socket behaviours, as measured: the one place these
/// platform facts are written. The fakes play them (`InMemoryServer`, the contract tests' replies),
/// and the contract tests check them against the real URLSession and the fixture server, so a
/// wrong value here fails there.
///
/// Measured on Linux (Swift 6.3.1), where libcurl does the work. The Apple values are not
/// measured (no Mac at hand): they follow Apple's Technical Q&A QA1941, which says
/// `NSURLErrorNetworkConnectionLost` means the TCP connection "disconnected while the HTTP
/// request was in progress". UNVERIFIED on Apple platforms: if the contract tests fail on macOS,
/// correct them here.
public enum MeasuredURLErrors {
    /// A connection closed after the request was read and before any response: curl's "Empty
    /// reply from server".
    #if canImport(FoundationNetworking)
    public static let emptyReply = URLError.Code.badServerResponse
    #else
    public static let emptyReply = URLError.Code.networkConnectionLost
    #endif

    /// A connection closed halfway through the body: curl's "transfer closed with N bytes
    /// remaining to read".
    #if canImport(FoundationNetworking)
    public static let cutMidBody = URLError.Code.unknown
    #else
    public static let cutMidBody = URLError.Code.networkConnectionLost
    #endif
}
