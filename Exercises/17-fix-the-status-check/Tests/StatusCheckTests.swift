import DefectScenarios
import ExerciseSupport
import Fixed
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KataTestSupport
import Testing

/// Answers that are not a success, whatever their body says.
enum ErrorAnswer: CaseIterable {
    case notFound, unauthorized, serverError, unavailable, notModified

    var status: Int {
        switch self {
        case .notFound: 404
        case .unauthorized: 401
        case .serverError: 500
        case .unavailable: 503
        case .notModified: 304
        }
    }

    /// A 404 or 401 whose body happens to decode as a user; an outage's HTML page; no body.
    var body: String {
        switch self {
        case .notFound, .unauthorized: Fixture.adaJSON
        case .serverError: Fixture.outageHTML
        case .unavailable, .notModified: ""
        }
    }

    var description: String {
        "a \(status) " + (body.hasPrefix("{") ? "whose body looks like a user" : body.isEmpty ? "with no body" : "with an HTML page")
    }
}

@Suite struct StatusCheckTests {
    static func answer(_ status: Int, _ body: String) -> Outcome<String> {
        let response = HTTPURLResponse(url: URL(string: "https://api.example.com/users/1")!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!
        return Outcome { try user(from: Data(body.utf8), response: response).name }
    }

    @Test(arguments: ErrorAnswer.allCases)
    func anErrorStatusIsAnErrorThatCarriesIt(_ answer: ErrorAnswer) {
        let outcome = Self.answer(answer.status, answer.body)
        expect(defect: 10, outcome.value == nil, "\(answer.description) \(outcome): the status was never read, so an error page went to the decoder")
        expect(
            defect: 10, outcome.value != nil || outcome == .failed(.badStatus(answer.status)),
            "\(answer.description) must fail with an error that carries the status, so the screen can tell \"not found\" from \"server down\"; user(from:response:) \(outcome)")
    }

    /// 2xx means success, every one of them.
    @Test(arguments: [200, 203])
    func aSuccessIsDecoded(status: Int) {
        let outcome = Self.answer(status, Fixture.adaJSON)
        expect(defect: 10, outcome == .returned("Ada"), "a \(status) with Ada's profile must be Ada, as every 2xx is a success; user(from:response:) \(outcome)")
    }
}
