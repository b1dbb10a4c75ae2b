import DefectScenarios
import KataTestSupport
import Testing

/// Runs defect `number` against Fixed, which must pass, and against Broken, which must fail.
func verify(_ number: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
    guard let defect = Defects.number(number) else {
        Issue.record("There is no defect \(number)", sourceLocation: sourceLocation)
        return
    }
    await expectCorrect(defect, on: .fixed)
    if Defects.showRealRed {
        await expectCorrect(defect, on: .broken)
    } else {
        // A Broken that stops failing records "known issue was not recorded": the suite fails.
        await withKnownIssue("Broken still has defect \(number)") {
            await expectCorrect(defect, on: .broken)
        }
    }
}

/// Expects every check of `defect` to pass against `id`'s subject.
private func expectCorrect(_ defect: Defect, on id: SubjectID) async {
    let subject = id.subject
    for check in await defect.inProcessChecks(on: subject) {
        let passed = check.passed
        #expect(passed, "\(check.message) [\(subject.name)]")
    }
    guard let child = defect.child else { return }
    guard let output = await runChild(child, of: defect, on: id) else { return }
    for check in child.checkOutput(output) {
        let passed = check.passed
        #expect(passed, "\(check.message) [\(subject.name)]")
    }
}

/// Runs the child part of `defect` in a child process, expects it to end as a correct
/// implementation's would, and returns what it printed if it did.
private func runChild(_ child: ChildScenario, of defect: Defect, on id: SubjectID) async -> ChildOutput? {
    let message: Comment = "\(child.exitMessage) [\(id.subject.name)]"
    #if compiler(>=6.2)
    // An exit test: the closure runs in a child process, so a trap there ends only the child.
    let condition: ExitTest.Condition = child.expectedExit == .normally ? .success : .failure
    let result = await #expect(
        processExitsWith: condition, observing: [\.standardOutputContent, \.standardErrorContent], message
    ) { [number = defect.number as Int, id = id as SubjectID] in
        await ChildReport.run(defect: number, on: id.subject)
    }
    return result.map {
        ChildOutput(standardOutput: String(decoding: $0.standardOutputContent, as: UTF8.self),
                    standardError: String(decoding: $0.standardErrorContent, as: UTF8.self))
    }
    #else
    // Exit tests came with Swift 6.2; before that, the same probe the XCTest cases use.
    let probe = await ChildProcess.probe(defect: defect.number, subject: id)
    #expect(child.accepts(probe.status), message)
    return child.accepts(probe.status) ? probe.output : nil
    #endif
}
