// Grade 1 · Trace. Which thread runs dataTask's completion handler?
//
// Broken's ProfileViewController sets `nameLabel.text` and stops the spinner inside the
// handler it passes to `fetchUser`, which runs inside dataTask's handler.
import ExerciseSupport

enum Queue: Equatable {
    case main
    case aBackgroundQueue
}

/// The queue `URLSession.shared` runs a dataTask's completion handler on.
func queueThatRunsTheHandler() throws -> Queue {
    // TODO: .main or .aBackgroundQueue
    throw NotImplemented("say which queue runs the handler")
}

/// Is it safe to set a UILabel's text from there?
func safeToTouchUIKitThere() throws -> Bool {
    // TODO: true or false.
    throw NotImplemented("say whether UIKit may be touched there")
}
