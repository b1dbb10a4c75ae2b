import Testing
import UIKitStandIn

@MainActor
@Suite("The UIKit stand-ins")
struct StandInTests {
    @Test func loadViewIfNeededRunsViewDidLoadOnce() {
        final class Screen: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        let screen = Screen()

        screen.loadViewIfNeeded()
        screen.loadViewIfNeeded()

        #expect(screen.loads == 1)
        #expect(screen.isViewLoaded)
    }

    @Test func dismissCallsViewDidDisappear() {
        final class Screen: UIViewController {
            var disappeared = false
            override func viewDidDisappear(_ animated: Bool) { disappeared = true }
        }
        let screen = Screen()

        screen.dismiss(animated: true)

        #expect(screen.disappeared)
    }

    @Test func theSpinnerRecordsStartAndStop() {
        let spinner = UIActivityIndicatorView()

        spinner.startAnimating()
        #expect(spinner.isAnimating)
        spinner.stopAnimating()

        #expect(!spinner.isAnimating)
        #expect(spinner.writeLog.writes.map(\.value) == ["true", "false"])
    }

    @Test func aTestCanWaitForAWriteWithADeadline() async {
        let label = UILabel()
        label.text = "Ada"

        let found = await label.writeLog.firstWrite(within: .seconds(1)) { $0.value == "Ada" }
        let missing = await label.writeLog.firstWrite(within: .milliseconds(20)) { $0.value == "Bob" }

        #expect(found?.value == "Ada")
        #expect(missing == nil)
    }
}
