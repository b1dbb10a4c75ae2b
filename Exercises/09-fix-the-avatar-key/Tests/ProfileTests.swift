import Foundation
import KataTestSupport
import Testing

@Suite struct ProfileDecodingTests {
    @Test func theSnakeCaseAvatarDecodes() throws {
        let profile: Profile
        do {
            profile = try decodeProfile(Data(Fixture.adaJSON.utf8))
        } catch DecodingError.keyNotFound(let key, _) {
            Issue.record("Defect 2: the decoder looked for the key \"\(key.stringValue)\" and did not find it. \(Self.why(key.stringValue))")
            return
        }
        #expect(profile == Profile(id: 1, name: "Ada", avatarURL: URL(string: "https://example.com/ada.png")!))
    }

    /// What a missing key says about the decoder that looked for it.
    static func why(_ key: String) -> String {
        switch key {
        case "avatar_url":
            "The CodingKey is right, but a key strategy is still on: .convertFromSnakeCase rewrites the JSON's "
                + "avatar_url to avatarUrl before any key is compared, so \"avatar_url\" is never there to find."
        case "avatarURL":
            "That is the property's own name; the JSON says avatar_url. Name the wire key in CodingKeys."
        default:
            "Compare it with the keys in the JSON: {\"id\", \"name\", \"avatar_url\"}."
        }
    }
}
