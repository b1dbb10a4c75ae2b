// Grade 1 · Trace. Report 2: "Search crashes the app during last night's outage."
import ExerciseSupport

/// `error` is nil for a 500 (defect 10: no status check), so the HTML goes straight to
/// `try!`, which traps (defect 1). Completion is never reached.
func linesThatRunForA500WithHTML() throws -> [BrokenLine] {
    [.searchDecodesWithTryBang]
}

func whatTheSearchGetsForA500WithHTML() throws -> WhatTheCallerGets {
    .aCrash
}
