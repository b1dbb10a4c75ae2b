// Grade 1 · Trace. Which defects lie behind each user report?
//
// The sixteen defects are numbered in the README's list and in Sources/Fixed ("Defect N").
// Name the defects that cause each report, and only those.
import ExerciseSupport

/// Report 1: "The profile never loads on the train." A spinner that spins for ever.
func defectsBehindReport1() throws -> Set<Int> {
    // TODO: for example [3]
    throw NotImplemented("name the defects behind report 1")
}

/// Report 2: "Search crashes the app during last night's outage." (a 500 with an HTML page)
func defectsBehindReport2() throws -> Set<Int> {
    // TODO
    throw NotImplemented("name the defects behind report 2")
}

/// Report 3: "My name shows up late, sometimes the screen flickers."
func defectsBehindReport3() throws -> Set<Int> {
    // TODO
    throw NotImplemented("name the defects behind report 3")
}
