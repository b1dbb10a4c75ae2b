// Grade 3 · Rewrite: the sixteen defect cases, against your rewrite. Leave this file as it is.
import DefectScenarios
import ExerciseSupport
import Testing

/// The kata's own defect scenarios (Sources/DefectScenarios), the very ones that show Broken red
/// and Fixed green, run against your code through `CapstoneSubject`.
@Suite("The sixteen defect cases, against your rewrite")
struct CapstoneTests {
    @Test(arguments: Defects.all)
    func defectIsFixed(_ defect: Defect) async {
        await expectScenarioPasses(defect, on: CapstoneSubject()) { number in
            // In a child process, so a trap in your code fails this case and nothing else.
            let run = await #expect(processExitsWith: .success, observing: ChildProcess.output) {
                [number = number as Int] in
                await ChildProcess.runScenario(ofDefect: number, on: CapstoneSubject())
            }
            return ChildProcess(run)
        }
    }
}
