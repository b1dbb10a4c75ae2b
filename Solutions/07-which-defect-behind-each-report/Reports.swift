// Grade 1 · Trace. Which defects cause each user report?
import ExerciseSupport

/// `if let error { print; return }` never calls completion (9). The 60 s timeout and no retry
/// (12), the lost errors (11) and the print (6) only make it worse.
func defectsThatCauseReport1() throws -> Set<Int> { [9] }

/// No status check lets the 500 reach the decoder (10), and `try!` traps on the HTML (1): fix
/// either and the crash is gone.
func defectsThatCauseReport2() throws -> Set<Int> { [1, 10] }

/// The label is set from URLSession's background queue (4).
func defectsThatCauseReport3() throws -> Set<Int> { [4] }
