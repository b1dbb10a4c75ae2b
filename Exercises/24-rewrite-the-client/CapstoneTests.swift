// Grade 3 · Rewrite: the sixteen defect cases, against your rewrite. Leave this file as it is.
import DefectScenarios
import Foundation
import Testing

/// The kata's own defect scenarios (Sources/DefectScenarios), the very ones that show Broken red
/// and Fixed green, run against your code through `CapstoneSubject`.
@Suite("The sixteen defect cases, against your rewrite")
struct CapstoneTests {
    @Test(arguments: Defects.all)
    func defectIsFixed(_ defect: Defect) async {
        for check in await defect.inProcessChecks(on: CapstoneSubject()) {
            let passed = check.passed
            #expect(passed, Comment(rawValue: check.message))
        }
        guard let child = defect.child else { return }
        // Runs in a child process, so a trap in your code fails this case and nothing else.
        let result = await #expect(
            processExitsWith: child.expectedExit == .normally ? .success : .failure,
            observing: [\.standardOutputContent, \.standardErrorContent], Comment(rawValue: child.exitMessage)
        ) { [number = defect.number as Int] in
            await ChildReport.run(defect: number, on: CapstoneSubject())
        }
        guard let result else { return }
        let output = ChildOutput(
            standardOutput: String(decoding: result.standardOutputContent, as: UTF8.self),
            standardError: String(decoding: result.standardErrorContent, as: UTF8.self))
        for check in child.checkOutput(output) {
            let passed = check.passed
            #expect(passed, Comment(rawValue: check.message))
        }
    }
}
