import Foundation

/// A label: text on screen. Writing `text` off the main queue is recorded as a violation.
@MainActor
public final class UILabel: UIView {
    // The storage is locked so that a wrong-thread write is recorded, not a crash of the stand-in.
    private nonisolated let storage = NSLock()
    private nonisolated(unsafe) var storedText: String?

    /// The text the label shows.
    public var text: String? {
        get { storage.withLock { storedText } }
        set {
            storage.withLock { storedText = newValue }
            record("UILabel.text", newValue ?? "nil")
        }
    }
}
