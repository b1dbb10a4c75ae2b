import UIKitStandIn

/// Watches a profile screen's label and spinner until the spinner stops, for both modules.
enum ScreenWatch {
    static func untilSpinnerStops(
        label: UILabel, spinner: UIActivityIndicatorView, within deadline: Duration
    ) async -> (stopped: Bool, text: String?, writes: [UIWrite]) {
        let stop = await spinner.writeLog.firstWrite(within: deadline) { $0.value == "false" }
        let text = await MainActor.run { label.text }
        return (stop != nil, text, label.writeLog.writes + spinner.writeLog.writes)
    }
}

/// A screen the scenario holds until it dismisses it, then watches weakly, to see whether
/// anything else still keeps it alive.
@MainActor
final class ScreenHandle {
    private var screen: UIViewController?
    private weak var watched: UIViewController?

    init(_ screen: UIViewController) {
        self.screen = screen
        watched = screen
    }

    /// Dismisses the screen and lets go of it; true when nothing else was holding it.
    func dismissAndLetGo() -> Bool {
        screen?.dismiss(animated: true)
        screen = nil
        return watched == nil
    }
}
