import DefectScenarios
import DefectTesting
import Testing

/// Fails the test in the words of the defect it is about, "Defect 9 — the spinner spins
/// forever: after a timeout the screen never heard back", unless `condition` holds. A fix-one
/// exercise is red through its own defect, worded the way `KATA_RED=1 swift test` words it
/// for Broken.
///
///     expect(defect: 9, heard != nil, "after a timeout the screen never heard back")
public func expect(
    defect number: Int, _ condition: Bool, _ message: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let check = Check.own(
        condition, condition ? "" : message(),
        fileID: sourceLocation.fileID, filePath: sourceLocation.filePath, line: sourceLocation.line, column: sourceLocation.column)
    expect(defect: number, passing: [check], sourceLocation: sourceLocation)
}

extension Outcome {
    /// How a call that returns or throws ended: what it returned, or what a caller can tell
    /// about what it threw.
    public init(of call: () throws -> Value) {
        do { self = .returned(try call()) } catch { self = .failed(Failure(error)) }
    }
}

/// Fails the test, in the defect's words, for each of the defect suite's own checks that fails:
/// the source and compile checks it makes on Broken, made on your file. No check at all fails
/// too: it would show nothing.
///
///     expect(defect: 14, passing: [Defect.oneDecoderCheck(sources, label: "UserDecoding.swift")])
public func expect(defect number: Int, passing checks: [Check], sourceLocation: SourceLocation = #_sourceLocation) {
    guard let defect = Defects.number(number) else {
        Issue.record("there is no defect \(number): the defects are numbered 1 to 16", sourceLocation: sourceLocation)
        return
    }
    let result = ScenarioResult(headline: defect.headline, subject: "your code", checks: checks, location: Check.Location(sourceLocation))
    DefectExpectations.record(result, expecting: .correct)
}

/// Runs the defect suite's own scenario for `defect`, the very checks that show Broken red and
/// Fixed green, against `subject`, and fails the test in its words for each check it fails. The
/// part that may crash runs in the child process `inChild` starts (nil: the scenario has none
/// that is run here).
public func expectScenarioPasses(
    _ defect: Defect, on subject: any Subject,
    inChild: (@Sendable (_ defect: Int) async -> ChildProcess)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    let here = Check.Location(sourceLocation)
    let result: ScenarioResult
    if let inChild {
        result = await defect.result(on: subject, location: here) { await inChild($0).output }
    } else {
        result = ScenarioResult(headline: defect.headline, subject: subject.name, checks: await defect.inProcess?(subject) ?? [], location: here)
    }
    DefectExpectations.record(result, expecting: .correct)
}
