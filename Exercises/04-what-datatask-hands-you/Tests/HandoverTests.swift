import ExerciseSupport
import KataTestSupport
import Testing

@Suite struct HandoverTests {
    @Test func yourPredictionMatchesURLSession() async throws {
        let predicted = try whatDataTaskHandsForA500()
        let handover = try #require(await Observe.dataTask(replying: .http(500, Fixture.outageHTML)))
        let observed = Prediction(dataIsNil: handover.data == nil, status: handover.status, errorIsNil: handover.error == nil)
        #expect(predicted == observed, "URLSession handed over \(observed)")
    }
}
