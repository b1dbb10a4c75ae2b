import ExerciseSupport
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

/// Every answer is compared with what JSONDecoder really does on this machine: no answer is
/// written down anywhere.
@Suite struct SnakeCaseTests {
    static func snakeCaseDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }

    static func keyMade(fromJSONKey key: String) -> String {
        let json = Data(#"{"\#(key)": "x"}"#.utf8)
        return (try? snakeCaseDecoder().decode(KeysSeen.self, from: json).keys.first) ?? "(no key)"
    }

    @Test func yourPredictionOfWhatTheStrategyDoes() throws {
        let made = Self.keyMade(fromJSONKey: "avatar_url")
        let madeFromCapitals = Self.keyMade(fromJSONKey: "avatar_URL")
        let json = Data(#"{"avatar_url": "https://example.com/ada.png"}"#.utf8)
        let repaired = (try? Self.snakeCaseDecoder().decode(WireNamedAvatar.self, from: json)) != nil
        expectPrediction(
            [
                PredictedPart("the key made of avatar_url", predicted: try keyMadeFromAvatarURL(), actual: made),
                PredictedPart("whether it matches the property avatarURL", predicted: try matchesAvatarURLProperty(), actual: made == "avatarURL"),
                PredictedPart("the key made of avatar_URL", predicted: try keyMadeFromAvatarCapitalURL(), actual: madeFromCapitals),
                PredictedPart("whether a CodingKey repairs the strategy", predicted: try codingKeyRepairsTheStrategy(), actual: repaired),
            ],
            whatReallyHappened: "JSONDecoder with .convertFromSnakeCase, asked just now, made \(made) of avatar_url and "
                + "\(madeFromCapitals) of avatar_URL, and with `case avatarURL = \"avatar_url\"` it \(repaired ? "decoded" : "did not decode") avatar_url")
    }
}
