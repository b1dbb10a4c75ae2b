import Foundation
import KataTestSupport

extension ChildProcess {
    /// Runs defect `number`'s child scenario against `subject` in the `DefectProbe` executable
    /// built next to the running tests.
    public static func probe(defect number: Int, subject: SubjectID) async -> ChildRun {
        let result = await run(
            BuildPaths.products.appendingPathComponent("DefectProbe"), [String(number), subject.rawValue],
            deadline: ChildReport.deadline + .seconds(5))
        return ChildRun(standardOutput: result.standardOutput, standardError: result.standardError, processStatus: result.status)
    }
}
