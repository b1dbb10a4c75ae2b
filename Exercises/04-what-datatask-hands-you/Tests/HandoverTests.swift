import ExerciseSupport
import KataTestSupport
import Testing

@Suite struct HandoverTests {
    @Test func yourPredictionOfWhatDataTaskHandsOver() async throws {
        let predicted = try whatDataTaskHandsForA500()
        let handover = try #require(await Observe.dataTask(replying: .http(500, Fixture.outageHTML)), "URLSession never called the handler")
        expectPrediction(
            [
                PredictedPart("whether data is nil", predicted: predicted.dataIsNil, actual: handover.data == nil),
                PredictedPart("the status in the response", predicted: predicted.status, actual: handover.status),
                PredictedPart("whether error is nil", predicted: predicted.errorIsNil, actual: handover.error == nil),
            ],
            whatReallyHappened: "\(handover), for a 500 with an HTML page")
    }
}
