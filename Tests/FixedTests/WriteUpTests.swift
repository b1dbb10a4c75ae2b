import Fixed
import KataTestSupport
import Testing

/// The five tests the original write-up wants before the rewrite merges.
@Suite("The original write-up's five tests, against Fixed")
struct WriteUpTests {
    @Test func profileDecodesTheSnakeCaseAvatarURL() async throws {
        let run = await WriteUpCase.profileWithSnakeCaseAvatar()

        #expect(try run.result.get().avatarURL == WriteUpCase.adaAvatar)
    }

    @Test func serverErrorIsRetriedThenReportedAsBadStatus() async {
        let run = await WriteUpCase.searchDuringOutage()

        #expect(run.apiError == .badStatus(500))
        #expect(run.requests.count == 3)
    }

    @Test func notFoundIsNotRetried() async {
        let run = await WriteUpCase.profileNotFound()

        #expect(run.apiError == .badStatus(404))
        #expect(run.requests.count == 1)
    }

    @Test func serviceUnavailableThenOKSucceedsOnTheSecondAttempt() async throws {
        let run = await WriteUpCase.profileDuringDeploy()

        #expect(try run.result.get().name == "Ada")
        #expect(run.requests.count == 2)
    }

    @Test func searchQueryIsEncoded() async throws {
        let run = await WriteUpCase.searchWithAmpersandAndEquals()

        let request = try #require(run.requests.first)
        #expect(request.url?.absoluteString == WriteUpCase.encodedSearchURL)
    }
}
