import Foundation
import KataTestSupport

extension ChildProcess {
    /// Runs defect `number`'s child scenario against `subject` in the `DefectProbe` executable
    /// built next to the running tests.
    public static func probe(defect number: Int, subject: SubjectID) async -> Result {
        await run(BuildPaths.products.appendingPathComponent("DefectProbe"), [String(number), subject.rawValue])
    }
}

extension ChildProcess.Result {
    /// What the child printed, for a scenario's checks.
    public var output: ChildOutput { ChildOutput(standardOutput: standardOutput, standardError: standardError) }
}
