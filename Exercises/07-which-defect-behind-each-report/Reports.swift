// Grade 1 · Trace. Which defects cause each user report?
//
// The sixteen defects are numbered as in docs/defects/README.md (and as Sources/Fixed marks each
// fix, "Defect N"). A defect causes a report when the report cannot happen without it: fix any one
// of a report's causes and the report goes away. Name only those; a defect that merely makes a
// report worse is not one of its causes.
import ExerciseSupport

/// Report 1: "The profile never loads on the train." A spinner that spins for ever.
func defectsThatCauseReport1() throws -> Set<Int> {
    // TODO: the defects, as a set of numbers: for example [15, 16].
    throw NotImplemented("name the defects that cause report 1")
}

/// Report 2: "Search crashes the app during last night's outage." (a 500 with an HTML page)
func defectsThatCauseReport2() throws -> Set<Int> {
    // TODO
    throw NotImplemented("name the defects that cause report 2")
}

/// Report 3: "My name shows up late, sometimes the screen flickers."
func defectsThatCauseReport3() throws -> Set<Int> {
    // TODO
    throw NotImplemented("name the defects that cause report 3")
}
