import Fixed
import KataTestSupport
import XCTest

/// The same five tests as `WriteUpTests`, for teams on XCTest.
final class WriteUpXCTests: XCTestCase {
    func testProfileDecodesTheSnakeCaseAvatarURL() async throws {
        let run = await WriteUpCase.profileWithSnakeCaseAvatar()

        XCTAssertEqual(try run.result.get().avatarURL, WriteUpCase.adaAvatar)
    }

    func testServerErrorIsRetriedThenReportedAsBadStatus() async {
        let run = await WriteUpCase.searchDuringOutage()

        XCTAssertEqual(run.apiError, .badStatus(500))
        XCTAssertEqual(run.requests.count, 3)
    }

    func testNotFoundIsNotRetried() async {
        let run = await WriteUpCase.profileNotFound()

        XCTAssertEqual(run.apiError, .badStatus(404))
        XCTAssertEqual(run.requests.count, 1)
    }

    func testServiceUnavailableThenOKSucceedsOnTheSecondAttempt() async throws {
        let run = await WriteUpCase.profileDuringDeploy()

        XCTAssertEqual(try run.result.get().name, "Ada")
        XCTAssertEqual(run.requests.count, 2)
    }

    func testSearchQueryIsEncoded() async throws {
        let run = await WriteUpCase.searchWithAmpersandAndEquals()

        let request = try XCTUnwrap(run.requests.first)
        XCTAssertEqual(request.url?.absoluteString, WriteUpCase.encodedSearchURL)
    }
}
