import Foundation
import KataUtilities
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Requests a fake server holds back until the test lets them go, or until their caller is
/// cancelled: the one mechanism behind `.held` replies, for every fake transport.
final class HeldReplies: Sendable {
    private struct State {
        var held: [Int: CheckedContinuation<Void, Never>] = [:]
        var cancelledEarly: Set<Int> = []
        var arrivals = 0
        /// Every request up to this arrival has been let go, parked yet or not.
        var releasedThrough = 0
    }

    private let state = Locked(State())
    /// How many held requests were cancelled by their caller before they were let go.
    let cancellations = Tally()

    /// Notes a request's arrival, before anyone hears of it, and hands back its place in line.
    /// A release counts from arrival, not from parking: a test that saw the request arrive and
    /// let it go before its caller reached `hold` would otherwise leave it parked for ever.
    func arrive() -> Int {
        state.withLock { state in
            state.arrivals += 1
            return state.arrivals
        }
    }

    /// Parks the caller until `releaseAll()`. Cancelling the caller fails the request the way
    /// URLSession does, with `URLError(.cancelled)`.
    func hold(_ request: URLRequest, arrival: Int) async throws {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let goesOn = state.withLock { state in
                    if state.cancelledEarly.remove(arrival) != nil || arrival <= state.releasedThrough { return true }
                    state.held[arrival] = continuation
                    return false
                }
                if goesOn { continuation.resume() }
            }
        } onCancel: {
            let continuation = state.withLock { state in
                guard let continuation = state.held.removeValue(forKey: arrival) else {
                    state.cancelledEarly.insert(arrival)
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

    /// Lets every request that has arrived go, held already or about to be.
    func releaseAll() {
        let waiting = state.withLock { state in
            state.releasedThrough = state.arrivals
            defer { state.held.removeAll() }
            return Array(state.held.values)
        }
        for continuation in waiting { continuation.resume() }
    }
}

extension Reply {
    /// What URLSession would hand over for this reply to `request`; a held reply waits in `holds`
    /// first.
    func answer(_ request: URLRequest, holds: HeldReplies, arrival: Int) async throws -> (Data, URLResponse) {
        switch self {
        case .http(let status, let body, let headers):
            return (Data(body.utf8), Reply.response(status: status, headers: Reply.headers(headers, typing: body), for: request))
        case .failure(let code):
            throw Reply.urlError(code, for: request)
        case .held(let later):
            try await holds.hold(request, arrival: arrival)
            return try await later.answer(request, holds: holds, arrival: arrival)
        case .nothing:
            let url = request.url ?? URL(string: "https://api.example.com")!
            return (Data(), URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil))
        }
    }
}
