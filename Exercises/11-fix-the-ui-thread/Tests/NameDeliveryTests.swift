import ExerciseSupport
import Testing
import UIKitStandIn

@Suite struct NameDeliveryTests {
    @Test func theNameArrivesOnTheMainQueue() async throws {
        let shown = Completion<(name: String, onMain: Bool)>()
        try await onABackgroundQueue {
            try deliver("Ada") { name in shown.handler((name, MainThreadChecker.isOnMainQueue)) }
        }
        let delivery = try #require(await shown.value(), "the name never arrived")
        #expect(delivery.name == "Ada")
        #expect(delivery.onMain, "Defect 4: the label was set off the main queue")
    }
}
