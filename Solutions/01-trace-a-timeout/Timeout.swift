// Grade 1 · Trace. Report 1: "The profile never loads on the train."
import ExerciseSupport

/// `if let error` prints and returns: nothing else runs, so completion is never called and the
/// spinner spins for ever (defect 9).
func linesThatRunOnATimeout() throws -> [BrokenLine] {
    [.profilePrintsTheError, .profileReturnsAfterTheError]
}

func whatTheScreenGetsOnATimeout() throws -> WhatTheCallerGets {
    .nothingAtAll
}
