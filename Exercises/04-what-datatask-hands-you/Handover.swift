// Grade 1 · Trace. What does dataTask hand you for a 500?
//
// `URLSession.shared.dataTask(with:)` calls its handler with `(Data?, URLResponse?, Error?)`.
// The server answers status 500 with an HTML error page. Predict each of the three.
import ExerciseSupport

/// Your prediction of the three values the handler gets.
struct Prediction: Equatable {
    /// Is `data` nil?
    var dataIsNil: Bool
    /// The HTTP status in `response`, or nil when `response` is nil.
    var status: Int?
    /// Is `error` nil?
    var errorIsNil: Bool
}

func whatDataTaskHandsForA500() throws -> Prediction {
    // TODO: return Prediction(dataIsNil: …, status: …, errorIsNil: …)
    throw NotImplemented("predict what dataTask hands over for a 500")
}
