import ExerciseSupport
import Fixed
import Foundation
import KataTestSupport
import Testing

@Suite struct SearchDecodingTests {
    @Test func anHTMLPageIsAnErrorNotACrash() {
        #expect(throws: DecodingError.self) { try decodeSearchResults(Data(Fixture.outageHTML.utf8)) }
    }

    @Test func aValidListDecodes() throws {
        #expect(try decodeSearchResults(Data(Fixture.adaListJSON.utf8)).map(\.name) == ["Ada"])
    }
}
