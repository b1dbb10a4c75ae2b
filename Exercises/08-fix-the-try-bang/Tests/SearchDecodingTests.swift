import DefectScenarios
import ExerciseSupport
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
    @Test func anUnreadableBodyFailsTheSearchInsteadOfCrashing() async {
        // Given bodies that are not a list of users, when the search decodes each: in a child
        // process, since `try!` on such a body ends the program it runs in.
        let run = await #expect(processExitsWith: .success, observing: ChildProcess.output) {
            await ChildProcess.run {
                for body in UnreadableBody.allCases {
                    ChildProcess.say("decoding", body.rawValue)
                    ChildProcess.say(body.rawValue, Outcome { try decodeSearchResults(body.data).map(\.name) })
                }
            }
        }
        let child = ChildProcess(run)
        // Then each fails the search with an error the screen can show.
        for body in UnreadableBody.allCases {
            let crashedOnIt = child.crashed && child.said(body.rawValue) == nil && child.said("decoding") == body.rawValue
            expect(
                defect: 1, child.said(body.rawValue)?.hasPrefix("failed") == true,
                crashedOnIt
                    ? "a 200 whose body is \(body.rawValue) \(child.howItEnded), instead of failing the search with an error the screen can show"
                    : "a 200 whose body is \(body.rawValue) must fail the search with an error; decodeSearchResults \(child.told(body.rawValue))")
        }
    }

    @Test func aListOfUsersDecodes() {
        let ada = Outcome { try decodeSearchResults(Data(Fixture.adaListJSON.utf8)).map(\.name) }
        let nobody = Outcome { try decodeSearchResults(Data("[]".utf8)).map(\.name) }
        expect(defect: 1, ada == .returned(["Ada"]), "a list holding Ada must decode to Ada; decodeSearchResults \(ada)")
        expect(defect: 1, nobody == .returned([]), "an empty list must decode to no users; decodeSearchResults \(nobody)")
    }
}
