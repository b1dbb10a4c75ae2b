import DefectScenarios
import Dispatch
import ExerciseSupport
import Foundation
import KataUtilities
import Testing

/// The three ways the old client answers, each from a queue of its own.
enum OldAnswer: String, CaseIterable, Codable {
    case ada = "with Ada"
    case timeout = "with a timeout"
    case neither = "with neither a user nor an error"

    var fetch: FetchUserWithCompletion {
        { id, completion in
            DispatchQueue.global().async {
                switch self {
                case .ada: completion(User(id: id, name: "Ada"), nil)
                case .timeout: completion(nil, URLError(.timedOut))
                case .neither: completion(nil, nil)
                }
            }
        }
    }
}

@Suite struct BridgeTests {
    @Test(arguments: OldAnswer.allCases)
    func theBridgeResumesExactlyOnce(_ answer: OldAnswer) async {
        // Given the old client's answer, when the bridge is awaited: in a child process, since a
        // continuation resumed twice ends the program, and one never resumed leaves its caller
        // waiting for ever (here, for 2 s).
        let run = await #expect(processExitsWith: .success, observing: ChildProcess.output) {
            [answer] in
            await ChildProcess.run(within: .seconds(10)) {
                let ended = await withDeadline(.seconds(2)) { await AsyncCall.outcome { try await fetchUser(id: 1, using: answer.fetch).name } }
                ChildProcess.say("outcome", ended.map(\.description) ?? "never returned")
                // A second resume may come after the first: give it time to show.
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
        let child = ChildProcess(run)
        // Then the caller gets the old client's answer, once.
        let outcome = child.told("outcome")
        // What the caller must see: Ada, the timeout itself, or an error (any will do).
        let right = switch answer {
        case .ada: outcome == Outcome<String>.returned("Ada").description
        case .timeout: outcome == Outcome<String>.failed(.transport(.timedOut)).description
        case .neither: outcome.hasPrefix("failed")
        }
        let must = switch answer {
        case .ada: "return Ada"
        case .timeout: "throw the old client's error, the timeout"
        case .neither: "throw an error"
        }
        expect(
            defect: 9, child.finished && right,
            child.crashed
                ? "when the old client answered \(answer.rawValue), fetchUser(id:using:) \(child.howItEnded): a continuation must be resumed exactly once"
                : outcome == "never returned"
                    ? "when the old client answered \(answer.rawValue), fetchUser(id:using:) never returned: a path that does not resume the continuation leaves its caller suspended for ever"
                    : "when the old client answered \(answer.rawValue), fetchUser(id:using:) must \(must); it \(outcome)")
    }
}
