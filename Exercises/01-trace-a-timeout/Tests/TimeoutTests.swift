import ExerciseSupport
import Testing

@Suite struct TimeoutTraceTests {
    @Test func theLinesThatRun() throws {
        #expect(try linesThatRunOnATimeout() == [.profilePrintsTheError, .profileReturnsAfterTheError])
    }

    @Test func yourPredictionMatchesWhatBrokenDoes() async throws {
        let predicted = try whatTheScreenGetsOnATimeout()
        let observed = await Observe.brokenProfile(replying: .failure(.timedOut))
        #expect(predicted == observed, "Broken's fetchUser, given a timeout, left its caller with \(observed)")
    }
}
