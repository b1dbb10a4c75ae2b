import Foundation
import KataUtilities
import ScenarioCore

/// The `DefectProbe` executable built next to the running tests: it runs one defect's child
/// scenario, for the XCTest cases (Swift Testing uses exit tests).
public enum DefectProbe {
    /// Runs defect `number`'s child scenario against `subject` in `DefectProbe`.
    public static func run(defect number: Int, subject: SubjectID) async -> ChildOutput {
        let result = await ProcessRunner.run(
            BuildPaths.products.appendingPathComponent("DefectProbe"), [String(number), subject.rawValue],
            deadline: Child.deadline + .seconds(5))
        return ChildOutput(standardOutput: result.standardOutput, standardError: result.standardError, processStatus: result.status)
    }
}
