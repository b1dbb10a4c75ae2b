// Grade 2 · Fix defect 4: the UI is updated off the main thread (report 3).
import ExerciseSupport

/// Called from URLSession's completion handler, on its background queue, with the user's
/// name. `show` sets a label.
func deliver(_ name: String, to show: @escaping @Sendable (String) -> Void) throws {
    // The original set the label right here, on URLSession's queue:
    //     show(name)
    // TODO: UIKit may only be touched on the main queue: hand the name over there.
    throw NotImplemented("deliver the name on the main queue")
}
