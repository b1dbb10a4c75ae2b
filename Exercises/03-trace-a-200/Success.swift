// Grade 1 · Trace. The happy path, or so it seems.
//
// The backend answers the profile request with status 200 and a valid body:
//     {"id": 1, "name": "Ada", "avatar_url": "https://example.com/ada.png"}
// Follow `fetchUser(id:completion:)` in Sources/Broken/APIClient.swift by hand, decoder and all.
// The test then runs Broken against that answer and compares.
//
// You answer with cases of BrokenLine, one for each line of Broken a trace can stop at, and of
// WhatTheCallerGets: both are listed, each case with the line or outcome it stands for, in
// Sources/ExerciseSupport/BrokenLine.swift.
import ExerciseSupport

/// The lines of `fetchUser(id:completion:)` that run, in order, for that reply. (An `if`
/// whose condition is false does not count as run.)
func linesThatRunForA200() throws -> [BrokenLine] {
    // TODO: return the lines, in order: a list like [.searchPrintsTheError].
    throw NotImplemented("list the lines that run for a 200")
}

/// What the profile screen's completion handler gets.
func whatTheScreenGetsForA200() throws -> WhatTheCallerGets {
    // TODO: pick one of WhatTheCallerGets's cases. Careful: the body is valid JSON.
    throw NotImplemented("say what the caller gets for a 200")
}
