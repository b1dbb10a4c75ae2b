import DefectScenarios
import DefectTesting
import ExerciseSupport
import Fixed
import Foundation
import KataTestSupport
import Testing

/// Bodies a search can get that are not a list of users.
enum UnreadableBody: String, CaseIterable {
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
    /// Both bodies in one child process, since `try!` on such a body ends the program it runs
    /// in: each is named before it is decoded, so a crash is pinned on the body that caused it.
    @Test func anUnreadableBodyFailsTheSearchInsteadOfCrashing() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
            await ChildReport.run {
                for body in UnreadableBody.allCases {
                    ChildReport.print("decoding", body.rawValue)
                    ChildReport.print(body.rawValue, Outcome { try decodeSearchResults(body.data).map(\.name) })
                }
            }
        }
        let run = DefectExpectations.childRun(result)
        expectFixed(defect: 1, UnreadableBody.allCases.map { body in
            let outcome = run.report(body.rawValue)
            let crashedHere = outcome == nil && run.ending.crashed && run.report("decoding") == body.rawValue
            return .own(
                outcome?.hasPrefix("failed") == true,
                crashedHere
                    ? "a 200 whose body is \(body.rawValue) \(run.ending)\(run.lastWords), instead of failing the search with an error the screen can show"
                    : "a 200 whose body is \(body.rawValue) must fail the search with an error; decodeSearchResults \(outcome ?? "was never reached (the child \(run.ending))")")
        })
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
