import Testing
import UIKitStandIn

@Suite("The main-thread checker, under Swift Testing")
struct MainThreadCheckerTests {
    @Test func tellsMainActorWritesFromBackgroundWrites() async {
        #expect(await MainThreadCheckerScenario.writeOnMainThenInBackground() == MainThreadCheckerScenario.expected)
    }

    @Test func theMainActorRunsOnTheMainQueueThoughThreadIsMainThreadMaySayOtherwise() async {
        #expect(await MainActor.run { MainThreadChecker.isOnMainQueue })
    }

    @Test func aBackgroundTaskIsNotOnTheMainQueue() async {
        #expect(await Task.detached { MainThreadChecker.isOnMainQueue }.value == false)
    }
}
