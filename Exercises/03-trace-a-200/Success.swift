// Grade 1 · Trace. The happy path, or so it seems.
//
// The backend answers the profile request with status 200 and a valid body:
//     {"id": 1, "name": "Ada", "avatar_url": "https://example.com/ada.png"}
// Follow `fetchUser(id:completion:)` in Sources/Broken/APIClient.swift by hand, decoder and all.
import ExerciseSupport

/// The lines of `fetchUser(id:completion:)` that run, in order, for that reply.
func linesThatRunForA200() throws -> [BrokenLine] {
    // TODO: return the lines.
    throw NotImplemented("list the lines that run for a 200")
}

/// What the profile screen's completion handler gets.
func whatTheScreenGetsForA200() throws -> WhatTheCallerGets {
    // TODO: pick one of WhatTheCallerGets's cases. Careful: the body is valid JSON.
    throw NotImplemented("say what the caller gets for a 200")
}
