// Grade 1 · Trace. Report 1: "The profile never loads on the train."
//
// On a train the connection drops and the request times out: URLSession hands the handler
// `error = URLError(.timedOut)` and no data. Open Sources/Broken/APIClient.swift and follow
// `fetchUser(id:completion:)` by hand for that request. Don't change Broken; answer here. The
// test then runs Broken against a timeout and compares.
//
// You answer with cases of BrokenLine, one for each line of Broken a trace can stop at, and of
// WhatTheCallerGets: both are listed, each case with the line or outcome it stands for, in
// Sources/ExerciseSupport/BrokenLine.swift.
import ExerciseSupport

/// The lines of `fetchUser(id:completion:)` that run, in order, when the request times out.
func linesThatRunOnATimeout() throws -> [BrokenLine] {
    // TODO: return the lines, in order: a list like [.searchPrintsTheError, .searchCallsCompletion].
    throw NotImplemented("list the lines that run on a timeout")
}

/// What the profile screen's completion handler gets on a timeout.
func whatTheScreenGetsOnATimeout() throws -> WhatTheCallerGets {
    // TODO: pick one of WhatTheCallerGets's cases.
    throw NotImplemented("say what the caller gets on a timeout")
}
