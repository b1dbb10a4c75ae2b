import Foundation
import KataTestSupport
import Testing

@Suite struct ProfileDecodingTests {
    @Test func theSnakeCaseAvatarDecodes() throws {
        let profile = try decodeProfile(Data(Fixture.adaJSON.utf8))
        #expect(profile == Profile(id: 1, name: "Ada", avatarURL: URL(string: "https://example.com/ada.png")!))
    }
}
