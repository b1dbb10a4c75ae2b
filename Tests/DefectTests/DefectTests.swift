import DefectScenarios
import DefectTesting
import Testing

/// The sixteen defects in Swift Testing, one case per defect in `Defects.all`: each runs its
/// scenario against Fixed (green) and against Broken, where the defect must still show (a known
/// issue). `KATA_RED=1` drops the known-issue wrapper to show the real red. The suite ends with
/// one line saying how it went.
@Suite("The sixteen defects, Swift Testing", DefectSummary(tally, realRed: Defects.showRealRed))
struct DefectTests {
    @Test(arguments: Defects.all)
    func defect(_ defect: Defect) async {
        await verify(defect)
    }
}
