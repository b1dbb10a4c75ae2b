import DefectScenarios
import ExerciseSupport
import Foundation
import KataTestSupport
import Testing

@Suite struct ProfileDecodingTests {
    /// Two users as the backend sends them, so a profile written into the code cannot pass.
    static let sent = [
        "Ada": (id: 1, json: Fixture.adaJSON),
        "Grace": (id: 2, json: #"{"id": 2, "name": "Grace", "avatar_url": "https://example.com/grace.png"}"#),
    ]

    @Test(arguments: ["Ada", "Grace"])
    func theSnakeCaseAvatarDecodes(name: String) throws {
        let (id, json) = try #require(Self.sent[name])
        let expected = Profile(id: id, name: name, avatarURL: URL(string: "https://example.com/\(name.lowercased()).png")!)
        var outcome = "returned it"
        do {
            let profile = try decodeProfile(Data(json.utf8))
            if profile != expected { outcome = "returned \(profile)" }
        } catch DecodingError.keyNotFound(let key, _) {
            outcome = "failed: the decoder looked for the key \"\(key.stringValue)\" and did not find it. \(Self.why(key.stringValue))"
        } catch {
            outcome = "failed with \(error)"
        }
        expect(defect: 2, outcome == "returned it", "the backend sends `avatar_url`, and for \(name)'s profile decodeProfile \(outcome)")
    }

    /// What a missing key says about the decoder that looked for it.
    static func why(_ key: String) -> String {
        switch key {
        case "avatar_url":
            "The CodingKey is right, but a key strategy is still on: .convertFromSnakeCase rewrites the JSON's "
                + "avatar_url to avatarUrl before any key is compared, so \"avatar_url\" is never there to find."
        case "avatarURL":
            "That is the property's own name; the JSON's key is avatar_url, or whatever a key strategy made of it."
        default:
            "Compare it with the keys in the JSON: \"id\", \"name\", \"avatar_url\"."
        }
    }
}
