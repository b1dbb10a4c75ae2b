import DefectScenarios
import KataTestSupport
import XCTest

/// What the XCTest defect cases share: running a defect against both subjects, and an
/// expected-failure helper, since XCTest on Linux has no `XCTExpectFailure`.
class DefectTestCase: XCTestCase {
    /// While set, failures are collected here instead of failing the test.
    private var expectedFailures: [String]?

    /// Runs defect `number` against Fixed, which must pass, and against Broken, which must fail.
    func verify(_ number: Int, file: StaticString = #filePath, line: UInt = #line) async {
        guard let defect = Defects.number(number) else {
            return XCTFail("There is no defect \(number)", file: file, line: line)
        }
        await assertCorrect(defect, on: .fixed)
        if Defects.showRealRed {
            await assertCorrect(defect, on: .broken)
        } else {
            await expectFailure("Broken still has defect \(number)", file: file, line: line) {
                await assertCorrect(defect, on: .broken)
            }
        }
    }

    /// Asserts every check of `defect` against `id`'s subject; child parts run in `DefectProbe`.
    private func assertCorrect(_ defect: Defect, on id: SubjectID) async {
        let subject = id.subject
        for check in await defect.inProcessChecks(on: subject) {
            XCTAssertTrue(check.passed, "\(check.message) [\(subject.name)]")
        }
        guard let child = defect.child else { return }
        let probe = await ChildProcess.probe(defect: defect.number, subject: id)
        guard child.accepts(probe.status) else {
            return XCTFail("\(child.exitMessage) [\(subject.name); the child \(probe.status)]")
        }
        for check in child.checkOutput(probe.output) {
            XCTAssertTrue(check.passed, "\(check.message) [\(subject.name)]")
        }
    }

    /// Runs `body`, which must record at least one failure; those failures are expected and
    /// do not fail the test. If `body` records none, that is the failure: the defect is gone.
    func expectFailure(_ reason: String, file: StaticString = #filePath, line: UInt = #line, _ body: () async -> Void) async {
        expectedFailures = []
        await body()
        let caught = expectedFailures ?? []
        expectedFailures = nil
        if caught.isEmpty {
            XCTFail("\(reason), so it must fail; it passed: the defect is no longer reproduced", file: file, line: line)
        } else {
            print("Expected failure (\(reason)):\n  " + caught.joined(separator: "\n  "))
        }
    }

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        guard expectedFailures != nil else { return super.record(issue) }
        expectedFailures?.append(issue.compactDescription)
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard expectedFailures != nil else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        expectedFailures?.append(description)
    }
    #endif
}
