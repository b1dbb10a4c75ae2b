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

    /// The same screen in the app your users run: built with `swiftc -O`, where an assertion is
    /// gone and `precondition`, `fatalError` and `!` still stop the app. Stopping loudly is for
    /// the debug build, where the mistake is made; a release build refuses and carries on.
    @Test func aReleaseBuildRefusesWithoutCrashing() async {
        let file = ExerciseCode.file("ProfileRequest.swift", testFile: #filePath)
        let release = await ReleaseBuild.run(file, main: #"""
            do { print("request: returned", try ProfileScreen().requestPath()) } catch { print("request: failed with", error) }
            """#)
        let told = release.told("request")
        let request = told.hasPrefix("returned ") ? "requested " + told.dropFirst("returned ".count) : told
        expect(defect: 7, release.problem == nil, "the release build could not run: \(release.howItEnded)")
        expect(
            defect: 7, release.problem != nil || told.hasPrefix("failed"),
            release.crashed
                ? "in a release build (swiftc -O) a screen shown without a user id \(release.howItEnded): the app your users run must refuse (an error) and carry on; stop loudly in a debug build only (assert or assertionFailure, then throw)"
                : "in a release build (swiftc -O) a screen shown without a user id \(request): it must refuse (an error)")
    }

    @Test(arguments: [42, 0])
    func aUserIDSomeoneChoseIsRequested(id: Int) {
        let screen = ProfileScreen()
        screen.userID = id
        let request = Outcome { try screen.requestPath() }
        expect(defect: 7, request == .returned("/users/\(id)"), "a screen given user id \(id) must request /users/\(id); requestPath() \(request)")
    }
}
