import DefectScenarios
import DefectTesting
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
    /// In a child process: a continuation resumed twice ends the program, and one never resumed
    /// leaves its caller waiting for ever (here, for 2 s).
    @Test(arguments: OldAnswer.allCases)
    func theBridgeResumesExactlyOnce(_ answer: OldAnswer) async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
            [answer] in
            await ChildReport.run(within: .seconds(10)) {
                let ended = await withDeadline(.seconds(2)) { await AsyncCall.outcome { try await fetchUser(id: 1, using: answer.fetch).name } }
                ChildReport.print("outcome", ended.map(\.description) ?? "never returned")
                // A second resume may come after the first: give it time to show.
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
        let run = DefectExpectations.childRun(result)
        let outcome = run.reported("outcome")
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
        expectFixed(defect: 9, [
            .also(
                run.ending == .finished && right,
                run.ending.crashed
                    ? "when the old client answered \(answer.rawValue), fetchUser(id:using:) \(run.ending)\(run.lastWords): a continuation must be resumed exactly once"
                    : outcome == "never returned"
                        ? "when the old client answered \(answer.rawValue), fetchUser(id:using:) never returned\(run.lastWords): a path that does not resume the continuation leaves its caller suspended for ever"
                        : "when the old client answered \(answer.rawValue), fetchUser(id:using:) must \(must); it \(outcome)"),
        ])
    }
}
