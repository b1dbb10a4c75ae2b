import Broken
import Fixed
import FixtureServer
import Foundation
import KataTestSupport
import UIKitStandIn

/// Report 3: the profile loads, but the screen is updated from URLSession's background queue.
@MainActor
enum NameShowsUpLate {
    static func run() async -> Int32 {
        Repro.heading(
            "Report 3: \"My name shows up late, sometimes the screen flickers.\"",
            "The server answers the profile at once: 200 with Ada's JSON.\n")
        do {
            let brokenReproduced = try await withServer(.json(Fixture.adaJSON)) { _, _ in
                let screen = Broken.ProfileViewController()
                screen.userID = 1
                screen.loadViewIfNeeded()
                print("Broken:")
                let offMain = await report(screen.nameLabel, screen.spinner)
                print("  \(offMain) UI writes off the main queue. UIKit draws such writes late or not at all, and")
                print("  Xcode's Main Thread Checker flags each one (defect 4).")
                if screen.nameLabel.text != "Ada" {
                    print("  (The label shows no name even though the answer was good: avatar_url never decodes, defect 2.)")
                }
                return offMain > 0
            }
            let fixedWorks = try await withServer(.json(Fixture.adaJSON)) { _, url in
                let screen = Fixed.ProfileViewController(client: Repro.fixedClient(baseURL: url, timeout: 5))
                screen.userID = 1
                screen.loadViewIfNeeded()
                print("\nFixed:")
                let offMain = await report(screen.nameLabel, screen.spinner)
                print("  \(offMain) UI writes off the main queue: the screen is main-actor isolated.")
                return offMain == 0 && screen.nameLabel.text == "Ada"
            }
            return Repro.verdict(brokenReproduced: brokenReproduced, fixedWorks: fixedWorks)
        } catch {
            print("The demonstration could not run: \(error)")
            return 1
        }
    }

    /// Waits (5 s at most) for the spinner to stop, prints every write the screen made, and
    /// gives how many were off the main queue.
    private static func report(_ label: UILabel, _ spinner: UIActivityIndicatorView) async -> Int {
        guard await spinnerStops(spinner, within: .seconds(5)) else {
            print("  the spinner did not stop within 5 s.")
            return -1
        }
        let writes = label.writeLog.writes + spinner.writeLog.writes
        for write in writes {
            print("  \(write.property) = \(write.value)".padding(toLength: 50, withPad: " ", startingAt: 0)
                + (write.onMainQueue ? "on the main queue" : "OFF the main queue"))
        }
        return writes.filter { !$0.onMainQueue }.count
    }
}
