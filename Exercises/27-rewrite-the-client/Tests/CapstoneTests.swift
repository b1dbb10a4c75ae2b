// Grade 3 · Rewrite: the sixteen defect cases, against your rewrite. Leave this file as it is.
import DefectScenarios
import DefectTesting
import Foundation
import Testing

/// The kata's own defect scenarios (Sources/DefectScenarios), the very ones that show Broken red
/// and Fixed green, run against your code through `CapstoneSubject`.
@Suite("The sixteen defect cases, against your rewrite")
struct CapstoneTests {
    @Test(arguments: Defects.all)
    func defectIsFixed(_ defect: Defect) async {
        let report = await defect.report(on: CapstoneSubject()) { number in
            // Runs in a child process, so a trap in your code fails this case and nothing else.
            let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
                [number = number as Int] in
                await ChildReport.run(defect: number, on: CapstoneSubject())
            }
            return DefectExpectations.childRun(result)
        }
        DefectExpectations.record(report, expecting: .correct)
    }
}
