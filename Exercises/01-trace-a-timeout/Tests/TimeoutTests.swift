import ExerciseSupport
import Testing

@Suite struct TimeoutTraceTests {
    @Test func yourTraceOfATimeout() async throws {
        let lines = try linesThatRunOnATimeout()
        let gets = try whatTheScreenGetsOnATimeout()
        let observed = await Observe.brokenProfile(replying: .failure(.timedOut))
        expectPrediction(
            PredictedPart.lines(lines, key: try TraceKey.timeout.lines(), of: "on a timeout")
                + [PredictedPart("what the screen gets", predicted: gets, actual: observed)],
            whatReallyHappened: "Broken's fetchUser(id:completion:), run against a stub that fails the request with a timeout, left its caller with \(observed)")
    }
}
