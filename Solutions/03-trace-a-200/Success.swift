// Grade 1 · Trace. The happy path, or so it seems.
import ExerciseSupport

/// Every line runs, but `try?` swallows the decoding error (defect 2: `avatar_url` becomes
/// `avatarUrl`, not `avatarURL`), so completion gets `(nil, nil)` (defect 11).
func linesThatRunForA200() throws -> [BrokenLine] {
    [.profileGuardsTheData, .profileDecodesWithTryQuestionMark, .profileCallsCompletion]
}

func whatTheScreenGetsForA200() throws -> WhatTheCallerGets {
    .nilAndNil
}
