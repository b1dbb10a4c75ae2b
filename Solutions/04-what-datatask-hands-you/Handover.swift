// Grade 1 · Trace. What does dataTask hand you for a 500?
import ExerciseSupport

struct Prediction: Equatable {
    var dataIsNil: Bool
    var status: Int?
    var errorIsNil: Bool
}

/// `error` only reports a transport failure. A 500 is a response like any other: the HTML
/// arrives as data and `error` is nil, so the code must read the status itself (defect 10).
func whatDataTaskHandsForA500() throws -> Prediction {
    Prediction(dataIsNil: false, status: 500, errorIsNil: true)
}
