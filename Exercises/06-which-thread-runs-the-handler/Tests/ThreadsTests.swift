import ExerciseSupport
import KataTestSupport
import Testing

@Suite struct ThreadsTests {
    @Test func yourAnswerMatchesWhereURLSessionRunsTheHandler() async throws {
        let predicted = try queueThatRunsTheHandler()
        let handover = try #require(await Observe.dataTask(replying: .ok(Fixture.adaJSON)))
        let observed: Queue = handover.onMainQueue ? .main : .aBackgroundQueue
        #expect(predicted == observed, "URLSession ran the handler on \(observed)")
    }

    @Test func uiKitIsOnlySafeOnTheMainQueue() throws {
        let handover = try queueThatRunsTheHandler()
        #expect(try safeToTouchUIKitThere() == (handover == .main))
    }
}
