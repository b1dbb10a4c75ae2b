import ExerciseSupport
import Testing
import UIKitStandIn

@Suite struct ProfileScreenTests {
    @Test func aScreenTheUserLeftIsFreedAtOnce() async {
        // Given a screen loading a profile, when the user leaves it and then the answer comes:
        // in a child process, since code that reaches for a screen that is gone stops the program.
        let run = await #expect(processExitsWith: .success, observing: ChildProcess.output) {
            await ChildProcess.run(within: .seconds(5)) {
                await MainActor.run {
                    var pending: [@MainActor (String) -> Void] = []
                    var screen: ProfileScreen? = ProfileScreen()
                    weak var watched: ProfileScreen?
                    watched = screen
                    let label = screen?.nameLabel
                    screen?.load { pending.append($0) }
                    screen = nil  // The user left, and the app let go of the screen.
                    ChildProcess.say("freed", watched == nil)
                    let writesBefore = label?.writeLog.writes.count ?? 0
                    for answer in pending { answer("Ada") }
                    for write in label?.writeLog.writes.dropFirst(writesBefore) ?? [] { ChildProcess.say("written", write.value) }
                }
            }
        }
        let child = ChildProcess(run)
        // Then the screen is freed at once, and the late answer writes nothing.
        let left = "the user left the screen for good while it loaded"
        let written = child.saidEach("written").map { "\"\($0)\"" }.joined(separator: ", ")
        expect(defect: 8, child.said("freed") == "true", "\(left), and the request's completion handler still holds the screen, until the reply arrives")
        expect(
            defect: 8, child.finished && written.isEmpty,
            child.finished
                ? "\(left), and when the reply came the gone screen's label was still set to \(written)"
                : "\(left), and when the reply came the child \(child.howItEnded): the handler reached for a screen that is gone")
    }

    @MainActor @Test(arguments: ["Ada", "Grace"])
    func aScreenStillShownGetsTheName(name: String) {
        var pending: [@MainActor (String) -> Void] = []
        let screen = ProfileScreen()
        screen.load { pending.append($0) }
        for answer in pending { answer(name) }
        let shown = screen.nameLabel.text.map { "\"\($0)\"" } ?? "nothing"
        expect(defect: 8, screen.nameLabel.text == name, "a screen still on screen when the reply came shows \(shown) instead of \"\(name)\"")
    }
}
