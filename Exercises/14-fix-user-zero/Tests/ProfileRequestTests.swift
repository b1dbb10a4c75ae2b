import DefectScenarios
import DefectTesting
import ExerciseSupport
import Testing

@Suite struct ProfileRequestTests {
    /// In a child process: stopping loudly in a debug build (an assertion) ends the program.
    @Test func aScreenWithoutAUserIDRequestsNothing() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
            await ChildReport.run {
                let screen = ProfileScreen()
                ChildReport.print("request", Outcome { try screen.requestPath() })
            }
        }
        let run = DefectExpectations.childRun(result)
        let request = run.reported("request")
        let sent = request.hasPrefix("returned ") ? "requested " + request.dropFirst("returned ".count) : request
        expectFixed(defect: 7, [
            .own(
                run.ending.crashed || request.hasPrefix("failed"),
                "a screen shown without a user id \(sent): someone's profile, for a user nobody chose; it must refuse (an error), or stop loudly in a debug build"),
        ])
    }

    @Test(arguments: [42, 0])
    func aUserIDSomeoneChoseIsRequested(id: Int) {
        let screen = ProfileScreen()
        screen.userID = id
        let request = Outcome { try screen.requestPath() }
        expectFixed(defect: 7, [
            .also(request == .returned("/users/\(id)"), "a screen given user id \(id) must request /users/\(id); requestPath() \(request)"),
        ])
    }
}
