import UIKitStandIn
import XCTest

final class MainThreadCheckerXCTests: XCTestCase {
    func testTellsMainActorWritesFromBackgroundWrites() async {
        let writes = await MainThreadCheckerScenario.writeOnMainThenInBackground()

        XCTAssertEqual(writes, MainThreadCheckerScenario.expected)
    }

    func testTheMainActorRunsOnTheMainQueue() async {
        let onMain = await MainActor.run { MainThreadChecker.isOnMainQueue }

        XCTAssertTrue(onMain)
    }
}
