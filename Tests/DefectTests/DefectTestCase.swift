import DefectScenarios
import KataTestSupport
import XCTest

/// What the XCTest defect cases share: running a defect against both subjects and asserting
/// its report. Broken's failures in the default run are expected: they are printed under a
/// header, not recorded (XCTest on Linux has no `XCTExpectFailure`), and a Broken that passes
/// one of the defect's own checks fails the case.
class DefectTestCase: XCTestCase {
    /// Which defects held up in this run, for the closing line.
    static let tally = DefectTally()

    /// Runs defect `number` against Fixed, which must pass, and against Broken, which must still
    /// fail each of the defect's own checks (the real red, `KATA_RED=1`, expects Broken to pass).
    func verify(_ number: Int, file: StaticString = #filePath, line: UInt = #line) async {
        guard let defect = Defects.number(number) else {
            return XCTFail("There is no defect \(number)", file: file, line: line)
        }
        let here = Check.Location(fileID: "\(file)", filePath: "\(file)", line: Int(line), column: 1)
        let judged = await defect.judgements(location: here, tally: Self.tally) { await DefectProbe.run(defect: $0, subject: $1) }
        for (result, judgement) in judged {
            for failure in judgement.failures { XCTFail(failure.message, file: file, line: line) }
            if !judgement.expectedFailures.isEmpty {
                print("Expected failure (\(result.subject) still has defect \(number)):\n  "
                    + judgement.expectedFailures.map(\.message).joined(separator: "\n  "))
            }
        }
    }

    override class func setUp() {
        super.setUp()
        Defects.startCompileChecks(on: SubjectID.allCases.map(\.subject))
    }

    override class func tearDown() {
        print("XCTest · \(tally.summary(realRed: Defects.showRealRed))")
        super.tearDown()
    }
}
