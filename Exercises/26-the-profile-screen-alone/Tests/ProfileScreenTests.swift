// Grade 3 · Rewrite, step 3: the defect suite's screen scenarios, against your screen.
import DefectScenarios
import ExerciseSupport
import Testing

@Suite struct ProfileScreenTests {
    /// Defect 4 loads it (a success and a 500), defect 8 covers it and leaves it (pop and
    /// dismiss), defect 9 loads it on three failures: the scenarios in Sources/DefectScenarios,
    /// driven by `ScreenScript`, the very checks that show Broken red and Fixed green.
    @Test(arguments: [4, 8, 9])
    func theScreenScenariosPass(defect number: Int) async throws {
        let defect = try #require(Defects.number(number))
        try #require(defect.inProcess != nil, "defect \(number) has no screen scenario")
        await expectScenarioPasses(defect, on: ScreenSubject())
    }
}
