// Grade 1 · Trace. What key does convertFromSnakeCase make of `avatar_url`?
import ExerciseSupport

/// Each word after an underscore gets a capital first letter, and only that: `Url`, not `URL`.
/// So the property `avatarURL` never finds its value (defect 2).
func keyMadeFromAvatarURL() throws -> String {
    "avatarUrl"
}

func matchesAvatarURLProperty() throws -> Bool {
    false
}
