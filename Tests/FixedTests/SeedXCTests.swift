import Fixed
import KataTestSupport
import XCTest

/// The same five tests as `SeedTests`, for teams on XCTest.
final class SeedXCTests: XCTestCase {
    func testProfileDecodesTheSnakeCaseAvatarURL() async throws {
        let run = await SeedScenario.profileWithSnakeCaseAvatar()

        XCTAssertEqual(try run.result.get().avatarURL, SeedScenario.adaAvatar)
    }

    func testServerErrorIsRetriedThenReportedAsBadStatus() async {
        let run = await SeedScenario.searchDuringOutage()

        XCTAssertEqual(run.apiError, .badStatus(500))
        XCTAssertEqual(run.requests.count, 3)
    }

    func testNotFoundIsNotRetried() async {
        let run = await SeedScenario.profileNotFound()

        XCTAssertEqual(run.apiError, .badStatus(404))
        XCTAssertEqual(run.requests.count, 1)
    }

    func testServiceUnavailableThenOKSucceedsOnTheSecondAttempt() async throws {
        let run = await SeedScenario.profileDuringDeploy()

        XCTAssertEqual(try run.result.get().name, "Ada")
        XCTAssertEqual(run.requests.count, 2)
    }

    func testSearchQueryIsEncoded() async throws {
        let run = await SeedScenario.searchWithAmpersandAndEquals()

        let request = try XCTUnwrap(run.requests.first)
        XCTAssertEqual(request.url?.absoluteString, SeedScenario.encodedSearchURL)
    }
}
