// Grade 1 · Trace. What key does convertFromSnakeCase make of `avatar_url`?
//
// Broken's profile decoder sets `keyDecodingStrategy = .convertFromSnakeCase`, and its `User`
// has a property `avatarURL`. The backend sends `avatar_url`.
import ExerciseSupport

/// The key `.convertFromSnakeCase` turns `avatar_url` into, exactly, letter case included.
func keyMadeFromAvatarURL() throws -> String {
    // TODO: return the key as a string.
    throw NotImplemented("name the key convertFromSnakeCase makes")
}

/// Does that key match the property `avatarURL`?
func matchesAvatarURLProperty() throws -> Bool {
    // TODO: true or false.
    throw NotImplemented("say whether the key matches avatarURL")
}

/// Suppose the backend spelled it `avatar_URL`, capitals and all. Which key does the strategy make then?
func keyMadeFromAvatarCapitalURL() throws -> String {
    // TODO: return the key as a string.
    throw NotImplemented("name the key convertFromSnakeCase makes of avatar_URL")
}

/// A common repair: keep the strategy, and give `User` a `CodingKeys` enum with
/// `case avatarURL = "avatar_url"`. Does `avatar_url` then decode into `avatarURL`?
func codingKeyRepairsTheStrategy() throws -> Bool {
    // TODO: true or false.
    throw NotImplemented("say whether the CodingKey repairs the strategy")
}
