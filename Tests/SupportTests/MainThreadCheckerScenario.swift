import Dispatch
import UIKitStandIn

/// One label written once on the main actor and once from a background queue. Both test
/// frameworks run it, because on Linux they put the main queue in different places.
enum MainThreadCheckerScenario {
    static func writeOnMainThenInBackground() async -> [UIWrite] {
        let label = await MainActor.run {
            let label = UILabel()
            label.text = "on main"
            return label
        }
        await withCheckedContinuation { done in
            // Swift 6 will not let this file set `text` off the main actor, so it records the
            // write the way the setter does; Broken's Swift 5 code really sets it.
            DispatchQueue.global().async {
                label.record("UILabel.text", "from background")
                done.resume()
            }
        }
        return label.writeLog.writes
    }

    static let expected = [
        UIWrite(property: "UILabel.text", value: "on main", onMainQueue: true),
        UIWrite(property: "UILabel.text", value: "from background", onMainQueue: false),
    ]
}
