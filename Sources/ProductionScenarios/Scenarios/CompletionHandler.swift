import Foundation
import KataTestSupport
import Production
import UIKitStandIn
import KataUtilities

/// The completion-handler wrapper: once, on main, whatever happens.
public enum CompletionHandlerScenarios {
    public static let all: [Scenario<CompletionFetcher>] = [success, failure, cancellation, cancelAfterDelivery]

    /// Red for: calling back on the session's queue: the screen updates off the main thread
    static let success = Scenario<CompletionFetcher>(
        "completion.success", .completionHandler, "a loaded profile is handed over once, on the main queue"
    ) { fetch in
        await deliveries(fetch, reply: .ok(Fixture.adaJSON), expecting: "Ada") { $0 == "Ada" }
    }

    /// Red for: returning without calling back: the spinner spins for ever
    /// Red for: calling back twice, once from each path
    static let failure = Scenario<CompletionFetcher>(
        "completion.failure", .completionHandler, "a failure is handed over once, on the main queue"
    ) { fetch in
        await deliveries(fetch, reply: .http(404, ""), expecting: "bad status 404") { $0 == "\(Failure.badStatus(404))" }
    }

    /// Red for: no callback for a cancelled call: the caller's cleanup never runs
    /// Red for: reporting the cancellation as a network error
    static let cancellation = Scenario<CompletionFetcher>(
        "completion.cancellation", .completionHandler, "a cancelled call still calls back, once, with the cancellation"
    ) { fetch in
        await deliveries(fetch, reply: .held(.ok(Fixture.adaJSON)), cancel: true, expecting: "cancelled") { $0 == "\(Failure.cancelled)" }
    }

    /// Red for: a cancel() that calls back itself, so the caller hears at once: after a loaded profile, the caller gets a second call, with the cancellation
    static let cancelAfterDelivery = Scenario<CompletionFetcher>(
        "completion.cancel-after-delivery", .completionHandler, "a cancel that comes after the completion calls nothing again"
    ) { fetch in
        let rig = Rig()
        rig.server.on("GET", "/users/1", reply: .ok(Fixture.adaJSON))
        let calls = Locked<[String]>([])
        let call = fetch(rig.seams(maxAttempts: 1), 1) { result in
            calls.withLock { $0.append((try? result.get().name) ?? "a failure") }
        }
        let delivered = await finishes { await call.delivered() }
        // The screen goes away after its profile arrived, as screens do.
        call.cancel()
        // A second call, if there is one, comes through the main queue: let it drain.
        for _ in 0..<3 { await MainActor.run {} }
        let seen = calls.withLock { $0 }
        return [Check(delivered && seen == ["Ada"],
                      "The profile loaded, then the caller cancelled: the completion was called with \(seen); it must have been called once, with Ada, and never again")]
    }

    private static func deliveries(
        _ fetch: CompletionFetcher, reply: Reply, cancel: Bool = false, expecting: String,
        _ matches: @escaping @Sendable (String) -> Bool
    ) async -> [Check] {
        let rig = Rig()
        rig.server.on("GET", "/users/1", reply: reply)
        let calls = Locked<[(outcome: String, onMain: Bool)]>([])
        let call = fetch(rig.seams(maxAttempts: 1), 1) { result in
            let outcome = switch result {
            case .success(let user): user.name
            case .failure(let error): "\(Failure(error))"
            }
            calls.withLock { $0.append((outcome, MainThreadChecker.isOnMainQueue)) }
        }
        if cancel {
            _ = await rig.server.waitForRequests(1, within: Waits.bound)
            call.cancel()
        }
        let delivered = await finishes { await call.delivered() }
        rig.server.releaseHeldReplies()
        let seen = calls.withLock { $0 }
        return [
            Check(delivered && seen.count == 1, "The completion was called \(seen.count) time(s)\(delivered ? "" : " and never said it was done"): it must be called exactly once"),
            Check(seen.first.map { matches($0.outcome) } ?? false, "The completion got \(seen.first?.outcome ?? "nothing"); it must get \(expecting)"),
            Check(seen.allSatisfy(\.onMain), "The completion ran off the main queue: the screen it updates is not thread-safe"),
        ]
    }
}
