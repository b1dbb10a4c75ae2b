// Grade 1 · Trace. Report 2: "Search crashes the app during last night's outage."
//
// During the outage the backend answered every search with status 500 and an HTML error page.
// URLSession hands the handler `error = nil`, an HTTPURLResponse with status 500, and the HTML
// as data. Follow `searchUsers(query:completion:)` in Sources/Broken/APIClient.swift by hand.
// The test then runs Broken against that answer, in a child process, and compares.
//
// You answer with cases of BrokenLine, one for each line of Broken a trace can stop at, and of
// WhatTheCallerGets: both are listed, each case with the line or outcome it stands for, in
// Sources/ExerciseSupport/BrokenLine.swift.
import ExerciseSupport

/// The lines of `searchUsers(query:completion:)` that run, in order, for that reply. (An `if`
/// whose condition is false does not count as run.)
func linesThatRunForA500WithHTML() throws -> [BrokenLine] {
    // TODO: return the lines, in order: a list like [.profileGuardsTheData].
    throw NotImplemented("list the lines that run for a 500 with HTML")
}

/// What the search screen ends up with.
func whatTheSearchGetsForA500WithHTML() throws -> WhatTheCallerGets {
    // TODO: pick one of WhatTheCallerGets's cases.
    throw NotImplemented("say what the caller gets for a 500 with HTML")
}
