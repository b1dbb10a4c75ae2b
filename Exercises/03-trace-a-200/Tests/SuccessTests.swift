import ExerciseSupport
import KataTestSupport
import Testing

@Suite struct SuccessTraceTests {
    @Test func theLinesThatRun() throws {
        #expect(try linesThatRunForA200()
            == [.profileGuardsTheData, .profileDecodesWithTryQuestionMark, .profileCallsCompletion])
    }

    @Test func yourPredictionMatchesWhatBrokenDoes() async throws {
        let predicted = try whatTheScreenGetsForA200()
        let observed = await Observe.brokenProfile(replying: .ok(Fixture.adaJSON))
        #expect(predicted == observed, "Broken's fetchUser, given a 200 with Ada, left its caller with \(observed)")
    }
}
