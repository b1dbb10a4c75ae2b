import DefectScenarios
import DefectTesting
import ExerciseSupport
import Fixed
import Foundation
import KataTestSupport
import Testing

/// Bodies a search can get that are not a list of users.
enum UnreadableBody: String, CaseIterable, Codable {
    case outagePage = "an HTML error page"
    case userWithoutAvatar = #"a list whose user has no "avatar_url""#

    var data: Data {
        switch self {
        case .outagePage: Data(Fixture.outageHTML.utf8)
        case .userWithoutAvatar: Data(#"[{"id": 1, "name": "Ada"}]"#.utf8)
        }
    }
}

@Suite struct SearchDecodingTests {
    /// In a child process, since `try!` on such a body ends the program it runs in.
    @Test(arguments: UnreadableBody.allCases)
    func anUnreadableBodyFailsTheSearchInsteadOfCrashing(_ body: UnreadableBody) async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
            [body] in
            await ChildReport.run {
                ChildReport.print("outcome", Outcome { try decodeSearchResults(body.data).map(\.name) })
            }
        }
        let run = DefectExpectations.childRun(result)
        let outcome = run.reported("outcome")
        expectFixed(defect: 1, [
            .own(
                !run.ending.crashed && outcome.hasPrefix("failed"),
                run.ending.crashed
                    ? "a 200 whose body is \(body.rawValue) \(run.ending)\(run.lastWords), instead of failing the search with an error the screen can show"
                    : "a 200 whose body is \(body.rawValue) must fail the search with an error; decodeSearchResults \(outcome)"),
        ])
    }

    @Test func aListOfUsersDecodes() {
        let ada = Outcome { try decodeSearchResults(Data(Fixture.adaListJSON.utf8)).map(\.name) }
        let nobody = Outcome { try decodeSearchResults(Data("[]".utf8)).map(\.name) }
        expectFixed(defect: 1, [
            .also(ada == .returned(["Ada"]), "a list holding Ada must decode to Ada; decodeSearchResults \(ada)"),
            .also(nobody == .returned([]), "an empty list must decode to no users; decodeSearchResults \(nobody)"),
        ])
    }
}
