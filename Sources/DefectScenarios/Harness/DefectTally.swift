import KataUtilities

/// Which defects held up in a run, per subject, for the line each suite ends with:
/// "16 defects: Fixed passes all, Broken still fails all (expected)".
public final class DefectTally: Sendable {
    private let results = Locked([String: [Int: Bool]]())

    public init() {}

    /// Notes whether `subject` did what was expected of it on defect `number`.
    public func note(defect number: Int, on subject: String, held: Bool) {
        results.withLock { $0[subject, default: [:]][number] = held }
    }

    /// The closing line for a run in which Fixed had to pass and Broken had to fail, or (the
    /// real red) in which both had to pass.
    public func summary(realRed: Bool) -> String {
        let (fixed, broken) = results.withLock { ($0["Fixed"] ?? [:], $0["Broken"] ?? [:]) }
        let count = Set(fixed.keys).union(broken.keys).count
        let defects = count == 1 ? "1 defect" : "\(count) defects"
        let fixedFails = fixed.filter { !$0.value }.keys.sorted()
        let fixedPart = fixedFails.isEmpty ? "Fixed passes all" : "Fixed FAILS \(Self.list(fixedFails))"
        if realRed {
            let brokenFails = broken.filter { !$0.value }.keys.sorted()
            return "\(defects), the real red: \(fixedPart); Broken fails \(Self.list(brokenFails))"
        }
        let rotted = broken.filter { !$0.value }.keys.sorted()
        let brokenPart = rotted.isEmpty
            ? "Broken still fails all (expected)" : "Broken NO LONGER SHOWS \(Self.list(rotted)): the kata has rotted"
        return "\(defects): \(fixedPart), \(brokenPart)"
    }

    private static func list(_ numbers: [Int]) -> String {
        numbers.isEmpty ? "no defect" : (numbers.count == 1 ? "defect " : "defects ") + numbers.map(String.init).joined(separator: ", ")
    }
}
