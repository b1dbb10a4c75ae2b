import ExerciseSupport
import Testing
import UIKitStandIn

/// What `fetchName` answers, as a test argument.
enum Answer: String, CaseIterable, Codable {
    case ada = "when Ada's profile loads"
    case failure = "when the request fails"

    var name: String? { self == .ada ? "Ada" : nil }
}

@Suite struct ProfileScreenTests {
    @Test(arguments: Answer.allCases)
    func everyUIWriteRunsOnTheMainQueue(_ answer: Answer) async {
        // Given an answer that comes on a background queue, as URLSession's does, when the screen
        // loads: in a child process, since code that insists it is on the main actor when it is
        // not stops the program it runs in. Every UI write is recorded with the queue it ran on.
        let run = await #expect(processExitsWith: .success, observing: ChildProcess.output) {
            [answer] in
            await ChildProcess.run(within: .seconds(5)) {
                let screen = await MainActor.run {
                    let screen = ProfileScreen()
                    screen.load { completion in callOnABackgroundQueue(completion, with: answer.name) }
                    return screen
                }
                let stop = await screen.spinner.writeLog.firstWrite(within: .seconds(1)) { $0.value == "false" }
                let writes = await MainActor.run { screen.nameLabel.writeLog.writes + screen.spinner.writeLog.writes }
                ChildProcess.say("stopped", stop != nil)
                ChildProcess.say("writes", writes.count)
                for write in writes where !write.onMainQueue { ChildProcess.say("offMain", write) }
                ChildProcess.say("label", await MainActor.run { screen.nameLabel.text.map { "\"\($0)\"" } ?? "nothing" })
            }
        }
        let child = ChildProcess(run)
        // Then the spinner stops, every write ran on the main queue, and the label says what came.
        let offMain = child.saidEach("offMain"), stopped = child.said("stopped") == "true", shown = child.told("label")
        expect(
            defect: 4, stopped && offMain.isEmpty,
            child.crashed
                ? "\(answer.rawValue), the screen \(child.howItEnded): the handler does not run on the main actor, whatever the code assumes"
                : stopped
                    ? "\(answer.rawValue), \(offMain.count) of \(child.told("writes")) UI writes ran off the main queue (\(offMain.joined(separator: "; ")))"
                    : "\(answer.rawValue), the screen never stopped its spinner, so its writes could not all be seen")
        expect(
            defect: 4, child.crashed || (answer.name.map { shown == "\"\($0)\"" } ?? (shown.hasPrefix("\"") && shown != "\"\"" && shown != "\"Ada\"")),
            "\(answer.rawValue), the label shows \(shown) instead of \(answer.name.map { "\"\($0)\"" } ?? "an error")")
    }
}
