// Grade 1 · Trace. What key does convertFromSnakeCase make of `avatar_url`?
import ExerciseSupport

/// The strategy lowercases the first word and runs each later word through `String.capitalized`,
/// which upper-cases its first letter and lower-cases the rest: `Url`, never `URL`.
/// So the property `avatarURL` never finds its value (defect 2).
func keyMadeFromAvatarURL() throws -> String {
    "avatarUrl"
}

func matchesAvatarURLProperty() throws -> Bool {
    false
}

/// `.capitalized` lower-cases what follows the first letter, so the capitals are lost.
func keyMadeFromAvatarCapitalURL() throws -> String {
    "avatarUrl"
}

/// The strategy rewrites the JSON's keys before any of them is compared with a CodingKey: the
/// container holds `avatarUrl`, and a CodingKey spelled `avatar_url` never finds it
/// (`keyNotFound`). Name the wire key in `CodingKeys` and drop the strategy.
func codingKeyRepairsTheStrategy() throws -> Bool {
    false
}
