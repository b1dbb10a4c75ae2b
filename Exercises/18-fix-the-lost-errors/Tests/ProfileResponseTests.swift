import DefectScenarios
import ExerciseSupport
import Fixed
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KataTestSupport
import Testing

/// What the screen heard, through a completion of either shape: `(User?, Error?)` or a `Result`.
final class Heard: Sendable {
    private let arrival = Completion<Outcome<String>>()

    func handler() -> @Sendable (User?, (any Error)?) -> Void {
        { user, error in self.arrival.handler(CompletionHandlerCall.outcome(of: (user?.name, error))) }
    }

    func handler<Failure: Error>() -> @Sendable (Result<User, Failure>) -> Void {
        { result in
            switch result {
            case .success(let user): self.arrival.handler(.returned(user.name))
            case .failure(let error): self.arrival.handler(.failed(DefectScenarios.Failure(error)))
            }
        }
    }

    var outcome: Outcome<String> {
        get async { await arrival.value(within: .seconds(1)) ?? .neverCompleted }
    }
}

/// How a profile request can end.
enum Ending: String, CaseIterable {
    case offline = "offline"
    case serverDown = "with the server down (a 500 with an HTML page)"
    case unreadable = "for a 200 whose body is an HTML page"
    case ada = "for Ada's profile"

    func heard() async -> Outcome<String> {
        let heard = Heard()
        let url = URL(string: "https://api.example.com/users/1")!
        func response(_ status: Int) -> HTTPURLResponse {
            HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!
        }
        switch self {
        case .offline:
            handleProfileResponse(data: nil, response: nil, error: URLError(.notConnectedToInternet), completion: heard.handler())
        case .serverDown:
            handleProfileResponse(data: Data(Fixture.outageHTML.utf8), response: response(500), error: nil, completion: heard.handler())
        case .unreadable:
            handleProfileResponse(data: Data(Fixture.outageHTML.utf8), response: response(200), error: nil, completion: heard.handler())
        case .ada:
            handleProfileResponse(data: Data(Fixture.adaJSON.utf8), response: response(200), error: nil, completion: heard.handler())
        }
        return await heard.outcome
    }
}

@Suite struct ProfileResponseTests {
    @Test func anUnreadableBodyIsAnError() async {
        let outcome = await Ending.unreadable.heard()
        expect(defect: 11, outcome != .emptyHanded, "\(Ending.unreadable.rawValue) the screen heard no user and no error, a state that should be impossible")
        expect(defect: 11, outcome == .emptyHanded || outcome.failure != nil, "\(Ending.unreadable.rawValue) the screen must hear of an error; it \(outcome)")
    }

    @Test func offlineServerDownAndAnUnreadableBodyAreThreeErrorsTheScreenCanTellApart() async {
        var heard: [(Ending, Outcome<String>)] = []
        for ending in [Ending.offline, .serverDown, .unreadable] { heard.append((ending, await ending.heard())) }
        let failures = heard.compactMap(\.1.failure)
        let apart = failures.count == 3 && failures.indices.allSatisfy { index in !failures[..<index].contains(failures[index]) }
        expect(
            defect: 11, apart,
            "offline, with the server down and with a body that is not a user, the screen must hear three errors it can tell apart; "
                + heard.map { "\($0.0.rawValue) it \($0.1)" }.joined(separator: "; "))
    }

    @Test func aGoodAnswerIsTheUser() async {
        let outcome = await Ending.ada.heard()
        expect(defect: 11, outcome == .returned("Ada"), "\(Ending.ada.rawValue) the screen must hear Ada; it \(outcome)")
    }
}
