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

@Suite struct SnakeCaseTests {
    let keysSeen: [String] = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return (try? decoder.decode(KeysSeen.self, from: Data(#"{"avatar_url": "x"}"#.utf8)).keys) ?? []
    }()

    @Test func theKeyIsTheOneJSONDecoderMakes() throws {
        #expect(try [keyMadeFromAvatarURL()] == keysSeen, "JSONDecoder made \(keysSeen)")
    }

    @Test func whetherItMatchesTheProperty() throws {
        #expect(try matchesAvatarURLProperty() == keysSeen.contains("avatarURL"))
    }
}
