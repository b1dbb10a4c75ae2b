import Foundation
import Testing

/// Any key at all, so the test can see which keys the decoder produced.
private struct AnyKey: CodingKey {
    let stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

/// The keys a decoder hands to `init(from:)` for one JSON object.
private struct KeysSeen: Decodable {
    let keys: [String]
    init(from decoder: any Decoder) throws {
        keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
    }
}

/// A user whose `CodingKeys` spell the wire name, as Fixed's `User` does.
private struct WireNamedAvatar: Decodable {
    let avatarURL: String
    enum CodingKeys: String, CodingKey { case avatarURL = "avatar_url" }
}

/// Every answer is checked against what JSONDecoder really does on this machine, not a fixed string.
@Suite struct SnakeCaseTests {
    static func snakeCaseDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }

    static func keysSeen(forJSONKey key: String) -> [String] {
        let json = Data(#"{"\#(key)": "x"}"#.utf8)
        return (try? snakeCaseDecoder().decode(KeysSeen.self, from: json).keys) ?? []
    }

    @Test func theKeyIsTheOneJSONDecoderMakes() throws {
        let keysSeen = Self.keysSeen(forJSONKey: "avatar_url")
        #expect(try [keyMadeFromAvatarURL()] == keysSeen, "JSONDecoder made \(keysSeen)")
    }

    @Test func whetherItMatchesTheProperty() throws {
        #expect(try matchesAvatarURLProperty() == Self.keysSeen(forJSONKey: "avatar_url").contains("avatarURL"))
    }

    @Test func capitalsInTheJSONDoNotSurviveEither() throws {
        let keysSeen = Self.keysSeen(forJSONKey: "avatar_URL")
        #expect(try [keyMadeFromAvatarCapitalURL()] == keysSeen, "JSONDecoder made \(keysSeen)")
    }

    @Test func whetherACodingKeyRepairsTheStrategy() throws {
        let json = Data(#"{"avatar_url": "https://example.com/ada.png"}"#.utf8)
        let decodes = (try? Self.snakeCaseDecoder().decode(WireNamedAvatar.self, from: json)) != nil
        #expect(try codingKeyRepairsTheStrategy() == decodes,
                "JSONDecoder \(decodes ? "did" : "did not") decode avatar_url with the strategy and the CodingKey")
    }
}
