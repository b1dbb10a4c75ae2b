// Grade 1 · Trace. Which thread runs dataTask's completion handler?
import ExerciseSupport

enum Queue: Equatable {
    case main
    case aBackgroundQueue
}

/// URLSession.shared calls handlers on its own delegate queue, in the background. UIKit is
/// not thread-safe, so the label write there is report 3 (defect 4).
func queueThatRunsTheHandler() throws -> Queue {
    .aBackgroundQueue
}

func safeToTouchUIKitThere() throws -> Bool {
    false
}
