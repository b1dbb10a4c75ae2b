import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Colour for the runner's output: only on a terminal, and never when `NO_COLOR` is set.
public struct Style: Sendable {
    let enabled: Bool

    public static let standard = Style(
        enabled: isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    )

    public func red(_ text: String) -> String { paint(text, "31") }
    public func green(_ text: String) -> String { paint(text, "32") }
    public func yellow(_ text: String) -> String { paint(text, "33") }
    public func bold(_ text: String) -> String { paint(text, "1") }
    public func dim(_ text: String) -> String { paint(text, "2") }

    private func paint(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// `[#####-----] 5/10`
    static func bar(done: Int, of total: Int, width: Int = 30) -> String {
        let filled = total == 0 ? 0 : done * width / total
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            + "] \(done)/\(total)"
    }
}
