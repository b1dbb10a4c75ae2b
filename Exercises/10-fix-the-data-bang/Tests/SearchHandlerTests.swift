import Foundation
import KataTestSupport
import Testing

@Suite struct SearchHandlerTests {
    @Test func noDataIsAnErrorNotACrash() {
        #expect(throws: SearchFailure.noData) { try users(from: nil) }
    }

    @Test func dataDecodes() throws {
        #expect(try users(from: Data(Fixture.adaListJSON.utf8)).map(\.name) == ["Ada"])
    }
}
