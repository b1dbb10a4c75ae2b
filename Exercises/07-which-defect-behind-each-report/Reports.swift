// Grade 1 · Trace. Which defects cause each user report?
//
// The sixteen defects, numbered as Sources/Fixed marks each fix ("Defect N"):
//
//    1  search crashes the app
//    2  the profile never decodes avatar_url
//    3  data! crashes when no data comes back
//    4  the UI is updated off the main thread
//    5  the search query is not encoded
//    6  failures print who the user is
//    7  a forgotten user id loads user 0
//    8  a dismissed screen stays alive
//    9  the spinner spins forever
//   10  error statuses are decoded as data
//   11  offline and server down look the same
//   12  no timeout and no retry
//   13  one hard-coded session for everyone
//   14  profile and search read the same user differently
//   15  each endpoint has its own rules
//   16  the client is open to misuse
//
// A defect causes a report when the report cannot happen without it: fix any one of a report's
// causes and the report goes away. Name only those; a defect that merely makes a report worse is
// not one of its causes. (The defect pages under docs/defects/ say which reports each one causes:
// read them once you have answered.)
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
