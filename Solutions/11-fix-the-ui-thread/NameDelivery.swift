// Grade 2 · Fix defect 4: the UI is updated off the main thread (report 3).
import Dispatch

/// The hop the original forgot. (The rewrite gets it for free: its Task runs on the main actor.)
func deliver(_ name: String, to show: @escaping @Sendable (String) -> Void) throws {
    DispatchQueue.main.async { show(name) }
}
