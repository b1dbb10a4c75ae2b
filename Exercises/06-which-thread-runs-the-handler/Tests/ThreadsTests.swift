import ExerciseSupport
import KataTestSupport
import Testing

@Suite struct ThreadsTests {
    @Test func yourPredictionOfWhereTheHandlerRuns() async throws {
        let predicted = try queueThatRunsTheHandler()
        let safe = try safeToTouchUIKitThere()
        let handover = try #require(await Observe.dataTask(replying: .ok(Fixture.adaJSON)), "URLSession never called the handler")
        let observed: Queue = handover.onMainQueue ? .main : .aBackgroundQueue
        expectPrediction(
            [
                PredictedPart("the queue that runs the handler", predicted: predicted, actual: observed),
                // UIKit may only be touched on the main queue.
                PredictedPart("whether a UILabel may be set there", predicted: safe, actual: observed == .main),
            ],
            whatReallyHappened: "\(handover); UIKit may only be touched on the main queue")
    }
}
