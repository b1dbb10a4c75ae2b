// Only ChildReport from DefectScenarios: its ProfileScreen (the harness's) would be a second
// `ProfileScreen` beside yours.
import enum DefectScenarios.ChildReport
import DefectTesting
import ExerciseSupport
import Testing
import UIKitStandIn

@Suite struct ProfileScreenTests {
    /// The user leaves while the request is in flight; then the answer comes. In a child process:
    /// code that reaches for a screen that is gone stops the program it runs in.
    @Test func aScreenTheUserLeftIsFreedAtOnce() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
            await ChildReport.run(within: .seconds(5)) {
                await MainActor.run {
                    var pending: [@MainActor (String) -> Void] = []
                    var screen: ProfileScreen? = ProfileScreen()
                    weak var watched: ProfileScreen?
                    watched = screen
                    let label = screen?.nameLabel
                    screen?.load { pending.append($0) }
                    screen = nil  // The user left, and the app let go of the screen.
                    ChildReport.print("freed", watched == nil)
                    let writesBefore = label?.writeLog.writes.count ?? 0
                    for answer in pending { answer("Ada") }
                    for write in label?.writeLog.writes.dropFirst(writesBefore) ?? [] { ChildReport.print("written", write.value) }
                }
            }
        }
        let run = DefectExpectations.childRun(result)
        let left = "the user left the screen for good while it loaded"
        let written = run.reports("written").map { "\"\($0)\"" }.joined(separator: ", ")
        expectFixed(defect: 8, [
            .own(run.report("freed") == "true", "\(left), and the request's completion handler still holds the screen, until the reply arrives"),
            .own(
                run.ending == .finished && written.isEmpty,
                run.ending == .finished
                    ? "\(left), and when the reply came the gone screen's label was still set to \(written)"
                    : "\(left), and when the reply came the child \(run.ending)\(run.lastWords): the handler reached for a screen that is gone"),
        ])
    }

    @MainActor @Test(arguments: ["Ada", "Grace"])
    func aScreenStillShownGetsTheName(name: String) {
        var pending: [@MainActor (String) -> Void] = []
        let screen = ProfileScreen()
        screen.load { pending.append($0) }
        for answer in pending { answer(name) }
        let shown = screen.nameLabel.text.map { "\"\($0)\"" } ?? "nothing"
        expectFixed(defect: 8, [
            .also(screen.nameLabel.text == name, "a screen still on screen when the reply came shows \(shown) instead of \"\(name)\""),
        ])
    }
}
