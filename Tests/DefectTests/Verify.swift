import DefectScenarios
import DefectTesting
import KataTestSupport
import Testing

/// Which defects held up in this run, for the suite's closing line.
let tally = DefectTally()

/// Runs defect `number` against Fixed, which must pass, and against Broken, which must still
/// fail each of the defect's own checks (the real red, `KATA_RED=1`, expects Broken to pass).
func verify(_ number: Int) async {
    guard let defect = Defects.number(number) else {
        Issue.record("There is no defect \(number)")
        return
    }
    let reports = await defect.reports { number, id in await runChild(number, on: id) }
    for id in SubjectID.allCases {
        guard let report = reports[id] else {
            Issue.record("Defect \(number) was not run against \(id.subject.name)")
            continue
        }
        let expectation: DefectReport.Expectation = id == .broken && !Defects.showRealRed ? .stillBroken : .correct
        DefectExpectations.record(report, expecting: expectation, tally: tally)
    }
}

/// Runs defect `number`'s child scenario against `id`'s subject in a child process.
private func runChild(_ number: Int, on id: SubjectID) async -> ChildRun {
    // An exit test: the closure runs in a child process, so a trap there ends only the child. (Its
    // capture list needs Swift 6.3, which the manifest's tools version asks for.)
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]) {
        [number = number as Int, id = id as SubjectID] in
        await ChildReport.run(defect: number, on: id.subject)
    }
    return DefectExpectations.childRun(result)
}
