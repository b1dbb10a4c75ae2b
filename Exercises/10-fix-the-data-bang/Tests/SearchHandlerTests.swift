import DefectScenarios
import ExerciseSupport
import Foundation
import KataTestSupport
import Testing

@Suite struct SearchHandlerTests {
    @Test func noDataIsAnErrorNotACrash() async {
        // Given no data, when the search reads it: in a child process, since `data!` on nil ends
        // the program it runs in.
        let run = await #expect(processExitsWith: .success, observing: ChildProcess.output) {
            await ChildProcess.run { ChildProcess.say("outcome", Outcome { try users(from: nil).map(\.name) }) }
        }
        let child = ChildProcess(run)
        // Then the search fails with an error, and nothing crashes.
        expect(
            defect: 3, !child.crashed && child.told("outcome").hasPrefix("failed"),
            child.crashed
                ? "a search handed no data and no error \(child.howItEnded), instead of reporting an error"
                : "with no data the search must fail with an error the screen can show, not claim nobody was found; users(from: nil) \(child.told("outcome"))")
    }

    @Test func dataDecodes() {
        let ada = Outcome { try users(from: Data(Fixture.adaListJSON.utf8)).map(\.name) }
        let nobody = Outcome { try users(from: Data("[]".utf8)).map(\.name) }
        expect(defect: 3, ada == .returned(["Ada"]), "a list holding Ada must decode to Ada; users(from:) \(ada)")
        expect(defect: 3, nobody == .returned([]), "an empty list must decode to no users; users(from:) \(nobody)")
    }
}
