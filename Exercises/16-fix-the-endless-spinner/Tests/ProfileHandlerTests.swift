import DefectScenarios
import ExerciseSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KataTestSupport
import KataUtilities
import Testing

@Suite struct ProfileHandlerTests {
    /// What the screen hears back when URLSession hands the handler `reply`, and how many times.
    static func heardBack(replying reply: Reply) async -> (outcome: Outcome<String>, calls: Int) {
        await StubURLProtocol.exclusive(replying: [reply]) {
            let calls = Locked(0)
            let outcome = await CompletionHandlerCall.outcome { (done: @escaping @Sendable (String?, (any Error)?) -> Void) in
                let handler = profileHandler { result in
                    calls.withLock { $0 += 1 }
                    switch result {
                    case .success(let name): done(name, nil)
                    case .failure(let error): done(nil, error)
                    }
                }
                URLSession.shared.dataTask(with: URL(string: "https://api.example.com/users/1")!, completionHandler: handler).resume()
            }
            return (outcome, calls.withLock { $0 })
        }
    }

    /// Replies that are not a name. A reply that came but cannot be read ends the wait too: a
    /// handler that returns early on it leaves the spinner spinning as surely as a lost error.
    static let notAName: KeyValuePairs<String, Reply> = [
        "after a failure (timedOut)": .failure(.timedOut),
        "after a failure (notConnectedToInternet)": .failure(.notConnectedToInternet),
        "after a failure (networkConnectionLost)": .failure(.networkConnectionLost),
        "for a 200 whose body is an HTML page": .ok(Fixture.outageHTML),
    ]

    @Test(arguments: notAName.map(\.key))
    func aReplyThatIsNotANameReachesTheScreen(when: String) async throws {
        let reply = try #require(Self.notAName.first { $0.key == when }?.value)
        let (outcome, calls) = await Self.heardBack(replying: reply)
        expect(
            defect: 9, outcome.failure != nil,
            outcome == .neverCompleted
                ? "\(when) the screen never heard back: the spinner spins for ever and no error is shown"
                : "\(when) the screen must hear of an error; completion \(outcome)")
        expect(defect: 9, calls <= 1, "\(when) completion was called \(calls) times: a completion handler is called exactly once")
    }

    /// URLSession never hands over no data and no error, but the handler's type allows it: call
    /// the handler with that directly.
    @Test func noDataAndNoErrorReachesTheScreen() async {
        let heard = Completion<Result<String, any Error>>()
        profileHandler(completion: heard.handler)(nil, nil, nil)
        let result = await heard.value(within: .seconds(1))
        let failed = if case .failure? = result { true } else { false }
        expect(
            defect: 9, failed,
            result == nil
                ? "when no data and no error came back, the screen never heard back: `guard let data else { return }` leaves it waiting"
                : "when no data and no error came back, the screen must hear of an error; completion got a name")
        expect(defect: 9, heard.callCount <= 1, "when no data and no error came back, completion was called \(heard.callCount) times: exactly once")
    }

    @Test func aNameReachesTheScreen() async {
        let (outcome, calls) = await Self.heardBack(replying: .ok(Fixture.adaJSON))
        expect(defect: 9, outcome == .returned("Ada"), "for Ada's profile the screen must hear \"Ada\"; completion \(outcome)")
        expect(defect: 9, calls == 1, "for Ada's profile completion was called \(calls) times: exactly once")
    }
}
