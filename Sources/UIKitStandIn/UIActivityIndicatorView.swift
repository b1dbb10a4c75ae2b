import Foundation

/// A spinner. Starting or stopping it off the main queue is recorded as a violation.
@MainActor
public final class UIActivityIndicatorView: UIView {
    private nonisolated let storage = NSLock()
    private nonisolated(unsafe) var animating = false

    /// Whether the spinner is spinning.
    public var isAnimating: Bool {
        storage.withLock { animating }
    }

    public func startAnimating() {
        storage.withLock { animating = true }
        record("UIActivityIndicatorView.isAnimating", "true")
    }

    public func stopAnimating() {
        storage.withLock { animating = false }
        record("UIActivityIndicatorView.isAnimating", "false")
    }
}
