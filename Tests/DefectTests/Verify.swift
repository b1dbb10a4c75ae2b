import DefectScenarios
import DefectTesting
import KataTestSupport
import Testing

/// Which defects held up in this run, for the suite's closing line.
let tally = DefectTally()

/// Runs `defect` against Fixed, which must pass, and against Broken, which must still fail each
/// of the defect's own checks (the real red, `KATA_RED=1`, expects Broken to pass).
func verify(_ defect: Defect, sourceLocation: SourceLocation = #_sourceLocation) async {
    let judged = await defect.judgements(location: Check.Location(sourceLocation), tally: tally) { number, id in
        await runChild(number, on: id)
    }
    for (result, judgement) in judged { DefectExpectations.record(judgement, of: result) }
}

/// Runs defect `number`'s child scenario against `id`'s subject in a child process.
private func runChild(_ number: Int, on id: SubjectID) async -> ChildOutput {
    // An exit test: the closure runs in a child process, so a trap there ends only the child. (Its
    // capture list needs Swift 6.3, which the manifest's tools version asks for.)
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
        [number = number as Int, id = id as SubjectID] in
        await Child.run(defect: number, on: id.subject)
    }
    return DefectExpectations.childOutput(result)
}
