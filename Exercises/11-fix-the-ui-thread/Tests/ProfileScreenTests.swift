import DefectScenarios
import DefectTesting
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
    /// The answer comes on a background queue, as URLSession's does, and every UI write is
    /// recorded with the queue it ran on, as in the defect suite's scenario. In a child process:
    /// code that insists it is on the main actor when it is not stops the program it runs in.
    @Test(arguments: Answer.allCases)
    func everyUIWriteRunsOnTheMainQueue(_ answer: Answer) async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
            [answer] in
            await ChildReport.run(within: .seconds(5)) {
                let screen = await MainActor.run {
                    let screen = ProfileScreen()
                    screen.load { completion in callOnABackgroundQueue(completion, with: answer.name) }
                    return screen
                }
                let stop = await screen.spinner.writeLog.firstWrite(within: .seconds(1)) { $0.value == "false" }
                let writes = await MainActor.run { screen.nameLabel.writeLog.writes + screen.spinner.writeLog.writes }
                ChildReport.print("stopped", stop != nil)
                ChildReport.print("writes", writes.count)
                for write in writes where !write.onMainQueue { ChildReport.print("offMain", write) }
                ChildReport.print("label", await MainActor.run { screen.nameLabel.text.map { "\"\($0)\"" } ?? "nothing" })
            }
        }
        let run = DefectExpectations.childRun(result)
        let offMain = run.reports("offMain")
        let shown = run.reported("label")
        expectFixed(defect: 4, [
            .own(
                run.report("stopped") == "true" && offMain.isEmpty,
                run.ending.crashed
                    ? "\(answer.rawValue), the screen \(run.ending)\(run.lastWords): the handler does not run on the main actor, whatever the code assumes"
                    : run.report("stopped") == "true"
                        ? "\(answer.rawValue), \(offMain.count) of \(run.reported("writes")) UI writes ran off the main queue (\(offMain.joined(separator: "; ")))"
                        : "\(answer.rawValue), the screen never stopped its spinner, so its writes could not all be seen"),
            .also(
                run.ending.crashed || (answer.name.map { shown == "\"\($0)\"" } ?? (shown.hasPrefix("\"") && shown != "\"\"" && shown != "\"Ada\"")),
                "\(answer.rawValue), the label shows \(shown) instead of \(answer.name.map { "\"\($0)\"" } ?? "an error")"),
        ])
    }
}
