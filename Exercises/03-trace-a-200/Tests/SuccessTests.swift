import ExerciseSupport
import KataTestSupport
import Testing

@Suite struct SuccessTraceTests {
    @Test func yourTraceOfA200() async throws {
        let lines = try linesThatRunForA200()
        let gets = try whatTheScreenGetsForA200()
        let observed = await Observe.brokenProfile(replying: .ok(Fixture.adaJSON))
        expectPrediction(
            PredictedPart.lines(lines, key: try TraceKey.success.lines(), of: "for a 200 with Ada")
                + [PredictedPart("what the screen gets", predicted: gets, actual: observed)],
            whatReallyHappened: "Broken's fetchUser(id:completion:), run against a stub that answers 200 with Ada's profile, left its caller with \(observed)")
    }
}
