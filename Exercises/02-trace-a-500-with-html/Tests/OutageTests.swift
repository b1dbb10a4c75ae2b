import DefectScenarios
import ExerciseSupport
import KataTestSupport
import Testing

@Suite struct OutageTraceTests {
    @Test func yourTraceOfA500WithHTML() async throws {
        let lines = try linesThatRunForA500WithHTML()
        let gets = try whatTheSearchGetsForA500WithHTML()
        // Broken itself, in a child process: if it traps, the child ends and these tests go on.
        let run = await #expect(processExitsWith: .success, observing: ChildProcess.output) {
            await ChildProcess.run {
                ChildProcess.say("gets", await Observe.brokenSearch(replying: .http(500, Fixture.outageHTML)).rawValue)
            }
        }
        let child = ChildProcess(run)
        let observed = child.crashed ? .aCrash : child.said("gets").flatMap(WhatTheCallerGets.init(rawValue:)) ?? .nothingAtAll
        expectPrediction(
            PredictedPart.lines(lines, key: try TraceKey.serverErrorWithHTML.lines(), of: "for a 500 with HTML")
                + [PredictedPart("what the search gets", predicted: gets, actual: observed)],
            whatReallyHappened: "Broken's searchUsers(query:completion:), run in a child process against a stub that answers 500 "
                + "with an HTML page, left its caller with \(observed)\(child.crashed ? ": it \(child.howItEnded)" : "")")
    }
}
