import DefectScenarios
import ExerciseSupport
import Testing

@Suite struct ProfileRequestTests {
    @Test func aScreenWithoutAUserIDRequestsNothing() async {
        // Given a screen nobody gave a user id, when it asks for its request: in a child process,
        // since stopping loudly in a debug build (an assertion) ends the program.
        let run = await #expect(processExitsWith: .success, observing: ChildProcess.output) {
            await ChildProcess.run { ChildProcess.say("request", Outcome { try ProfileScreen().requestPath() }) }
        }
        let child = ChildProcess(run)
        // Then it refuses, or stops loudly.
        let request = child.told("request")
        let sent = request.hasPrefix("returned ") ? "requested " + request.dropFirst("returned ".count) : request
        expect(
            defect: 7, child.crashed || request.hasPrefix("failed"),
            "a screen shown without a user id \(sent): someone's profile, for a user nobody chose; it must refuse (an error), or stop loudly in a debug build")
    }

    @Test(arguments: [42, 0])
    func aUserIDSomeoneChoseIsRequested(id: Int) {
        let screen = ProfileScreen()
        screen.userID = id
        let request = Outcome { try screen.requestPath() }
        expect(defect: 7, request == .returned("/users/\(id)"), "a screen given user id \(id) must request /users/\(id); requestPath() \(request)")
    }
}
