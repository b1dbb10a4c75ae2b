import Foundation
import KataTestSupport
import Testing

@Suite struct UserDecodingTests {
    @Test func theSameUserDecodesTheSameThroughBothEndpoints() throws {
        let decoding = UserDecoding()
        let viaProfile = try decoding.profile(from: Data(Fixture.adaJSON.utf8))
        let viaSearch = try decoding.searchResults(from: Data(Fixture.adaListJSON.utf8))
        #expect(viaSearch == [viaProfile], "Defect 14: the two endpoints decode the same JSON differently")
    }
}
