import Foundation
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Requests a fake server holds back until the test lets them go, or until their caller is
/// cancelled: the one mechanism behind `.held` replies, for every fake transport.
final class HeldReplies: Sendable {
    private let state = Locked((held: [UUID: CheckedContinuation<Void, Never>](), cancelledEarly: Set<UUID>()))
    /// How many held requests were cancelled by their caller before they were let go.
    let cancellations = Tally()

    /// Parks the caller until `releaseAll()`. Cancelling the caller fails the request the way
    /// URLSession does, with `URLError(.cancelled)`.
    func hold(_ request: URLRequest) async throws {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let cancelled = state.withLock { state in
                    if state.cancelledEarly.remove(id) != nil { return true }
                    state.held[id] = continuation
                    return false
                }
                if cancelled { continuation.resume() }
            }
        } onCancel: {
            let continuation = state.withLock { state in
                guard let continuation = state.held.removeValue(forKey: id) else {
                    state.cancelledEarly.insert(id)
                    return nil as CheckedContinuation<Void, Never>?
                }
                return continuation
            }
            continuation?.resume()
        }
        if Task.isCancelled {
            cancellations.increment()
            throw Reply.urlError(.cancelled, for: request)
        }
    }

    /// Lets every held request go.
    func releaseAll() {
        let waiting = state.withLock { state in
            defer { state.held.removeAll() }
            return Array(state.held.values)
        }
        for continuation in waiting { continuation.resume() }
    }
}

extension Reply {
    /// What URLSession would hand over for this reply to `request`; a held reply waits in `holds`
    /// first.
    func answer(_ request: URLRequest, holds: HeldReplies) async throws -> (Data, URLResponse) {
        switch self {
        case .http(let status, let body, let headers):
            return (Data(body.utf8), Reply.response(status: status, headers: Reply.headers(headers, typing: body), for: request))
        case .failure(let code):
            throw Reply.urlError(code, for: request)
        case .held(let later):
            try await holds.hold(request)
            return try await later.answer(request, holds: holds)
        case .nothing:
            let url = request.url ?? URL(string: "https://api.example.com")!
            return (Data(), URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil))
        }
    }
}
