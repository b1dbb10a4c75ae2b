import Testing

/// One part of a grade 1 prediction: the question, what you answered, and whether it is right.
public struct PredictedPart: Sendable {
    public let question: String
    public let answer: String
    public let isRight: Bool

    public init(_ question: String, answer: String, isRight: Bool) {
        self.question = question
        self.answer = answer
        self.isRight = isRight
    }

    /// A part right when your value equals the real one.
    public init<Value: Equatable>(_ question: String, predicted: Value, actual: Value) {
        self.init(question, answer: "\(predicted)", isRight: predicted == actual)
    }

    /// One part per line of a trace: the first, the second, … and one for each line too many or
    /// too few.
    public static func lines(_ predicted: [BrokenLine], key: [BrokenLine], of trace: String) -> [PredictedPart] {
        (0..<max(predicted.count, key.count)).map { index in
            let question = "the \(ordinal(index + 1)) line that runs \(trace)"
            guard index < predicted.count else {
                return PredictedPart(question, answer: "no line (your list stops after \(predicted.count))", isRight: false)
            }
            let line = ".\(predicted[index].rawValue)"
            guard index < key.count else { return PredictedPart(question, answer: "\(line), but fewer lines run", isRight: false) }
            return PredictedPart(question, answer: line, isRight: predicted[index] == key[index])
        }
    }

    private static func ordinal(_ number: Int) -> String {
        switch number {
        case 1: "first"
        case 2: "second"
        case 3: "third"
        case 4: "fourth"
        default: "\(number)th"
        }
    }
}

/// Records a grade 1 prediction that is not all right, as one issue: how many parts are right,
/// which is the first wrong one, and what really happened, which is the lesson. A right
/// prediction records nothing.
public func expectPrediction(
    _ parts: [PredictedPart], whatReallyHappened observed: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let wrong = parts.first(where: { !$0.isRight }) else { return }
    let right = parts.filter(\.isRight).count
    let message = "\(right) of \(parts.count) parts right; the first wrong one is \(wrong.question): you said \(wrong.answer). "
        + "What really happened: \(observed())"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
