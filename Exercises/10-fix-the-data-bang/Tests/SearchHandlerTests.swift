import DefectScenarios
import DefectTesting
import ExerciseSupport
import Foundation
import KataTestSupport
import Testing

@Suite struct SearchHandlerTests {
    /// In a child process, since `data!` on nil ends the program it runs in.
    @Test func noDataIsAnErrorNotACrash() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
            await ChildReport.run {
                ChildReport.print("outcome", Outcome { try users(from: nil).map(\.name) })
            }
        }
        let run = DefectExpectations.childRun(result)
        let outcome = run.reported("outcome")
        expectFixed(defect: 3, [
            .own(
                !run.ending.crashed && outcome.hasPrefix("failed"),
                run.ending.crashed
                    ? "a search handed no data and no error \(run.ending)\(run.lastWords), instead of reporting an error"
                    : "with no data the search must fail with an error the screen can show, not claim nobody was found; users(from: nil) \(outcome)"),
        ])
    }

    @Test func dataDecodes() {
        let ada = Outcome { try users(from: Data(Fixture.adaListJSON.utf8)).map(\.name) }
        let nobody = Outcome { try users(from: Data("[]".utf8)).map(\.name) }
        expectFixed(defect: 3, [
            .also(ada == .returned(["Ada"]), "a list holding Ada must decode to Ada; users(from:) \(ada)"),
            .also(nobody == .returned([]), "an empty list must decode to no users; users(from:) \(nobody)"),
        ])
    }
}
