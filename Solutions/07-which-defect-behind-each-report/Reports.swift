// Grade 1 · Trace. Which defects lie behind each user report?
import ExerciseSupport

/// `if let error { print; return }` never calls completion.
func defectsBehindReport1() throws -> Set<Int> { [9] }

/// No status check lets the 500 through; `try!` traps on the HTML.
func defectsBehindReport2() throws -> Set<Int> { [1, 10] }

/// The label is set from URLSession's background queue.
func defectsBehindReport3() throws -> Set<Int> { [4] }
