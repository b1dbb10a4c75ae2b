/// One change to something on screen, and whether it was made on the main queue.
public struct UIWrite: Sendable, Equatable, CustomStringConvertible {
    /// What was written, for example `UILabel.text`.
    public let property: String
    /// The new value, as text.
    public let value: String
    /// Whether the write ran on the main queue, where UIKit requires it.
    public let onMainQueue: Bool

    public init(property: String, value: String, onMainQueue: Bool) {
        self.property = property
        self.value = value
        self.onMainQueue = onMainQueue
    }

    public var description: String {
        "\(property) = \(value) \(onMainQueue ? "on main" : "OFF MAIN")"
    }
}
