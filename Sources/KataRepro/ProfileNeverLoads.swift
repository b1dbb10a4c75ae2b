import Broken
import Fixed
import FixtureServer
import Foundation
import UIKitStandIn

/// Report 1: on a train the network goes quiet. The server reads each request and never answers.
@MainActor
enum ProfileNeverLoads {
    /// How long Broken's spinner is watched. Its timeout is URLSession's default, 60 s; even
    /// then it would not stop (defect 9), so watching longer would show nothing new.
    static let deadline: Duration = .seconds(4)
    /// Fixed's timeout per attempt, in whole seconds: Linux's URLSession drops any fraction.
    static let fixedTimeout: TimeInterval = 1

    static func run() async -> Int32 {
        Repro.heading(
            "Report 1: \"The profile never loads on the train.\"",
            "The server reads every request and never answers, like a connection lost in a tunnel.\n")
        do {
            let brokenReproduced = try await withServer(FixtureResponse(policy: .noResponse)) { server, _ in
                let screen = Broken.ProfileViewController()
                screen.userID = 1
                screen.loadViewIfNeeded()
                let stopped = await spinnerStops(screen.spinner, within: deadline)
                print("Broken (URLSession's default timeout, 60 s):")
                if stopped {
                    print("  the spinner stopped; the label says \(shown(screen.nameLabel.text))")
                } else {
                    print("  after \(Repro.seconds(deadline)) the spinner is still spinning and the label is empty.")
                    print("  The server saw \(Repro.requests(server.requests.count)). When the timeout fires, Broken prints")
                    print("  the error and returns without calling completion: the spinner never stops (defect 9).")
                }
                return !stopped
            }
            let fixedWorks = try await withServer(FixtureResponse(policy: .noResponse)) { server, url in
                let screen = Fixed.ProfileViewController(client: Repro.fixedClient(baseURL: url, timeout: fixedTimeout))
                screen.userID = 1
                let started = ContinuousClock.now
                screen.loadViewIfNeeded()
                let stopped = await spinnerStops(screen.spinner, within: .seconds(10))
                print("\nFixed (a \(Int(fixedTimeout)) s timeout for this demonstration; the app uses 15 s):")
                if stopped {
                    print("  after \(Repro.seconds(ContinuousClock.now - started)) the spinner stopped and the label says \(shown(screen.nameLabel.text)).")
                    print("  The server saw \(Repro.requests(server.requests.count)): three attempts, each timed out.")
                } else {
                    print("  the spinner is still spinning after 10 s: Fixed did not give up. This is a bug.")
                }
                return stopped && screen.nameLabel.text == "Something went wrong"
            }
            return Repro.verdict(brokenReproduced: brokenReproduced, fixedWorks: fixedWorks)
        } catch {
            print("The fixture server did not start: \(error)")
            return 1
        }
    }
}

/// Whether `spinner` stops within `limit`.
func spinnerStops(_ spinner: UIActivityIndicatorView, within limit: Duration) async -> Bool {
    await spinner.writeLog.firstWrite(within: limit) { $0.property.hasSuffix("isAnimating") && $0.value == "false" } != nil
}

/// A label's text as the user reads it.
func shown(_ text: String?) -> String {
    text.map { "\"\($0)\"" } ?? "nothing"
}
